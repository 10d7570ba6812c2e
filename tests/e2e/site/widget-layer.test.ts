import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { WIDGETS } from "@/app/widgets";
import { axeViolations } from "../../support/axe";
import { headerLogin, headerProfile, launchBrowser, nextFrames, pageUrl, requestsSettled, signInThroughForm } from "../../support/browser";
import { api, createOrg, signUp, type TestOrg } from "../../support/client";

type Shift = { value: number; hadRecentInput: boolean; sources: string[] };

/**
 * Records every layout shift of the page from its first byte (the Layout
 * Instability API, PerformanceObserver 'layout-shift', buffered), with the
 * elements that moved, and counts the page's session requests.
 */
async function watchPage(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: Shift[] = [];
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName))),
        });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    (window as unknown as { layoutShifts: () => Shift[] }).layoutShifts = () => {
      take(observer.takeRecords());
      return shifts;
    };
  });
}

/** The page's shifts so far, once two frames have passed (any shift of the last change has been reported). */
async function layoutShifts(page: Page): Promise<Shift[]> {
  await nextFrames(page);
  return page.evaluate(() => (window as unknown as { layoutShifts: () => Shift[] }).layoutShifts());
}

/** Cumulative Layout Shift: the shifts not caused by the visitor's own input. */
const cls = (shifts: Shift[]) => shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);

/** Scripts the page loads, by URL, with their text; and those its HTML names (the rest loaded later, on demand). */
function watchScripts(page: Page) {
  const loaded = new Map<string, Promise<string>>();
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") loaded.set(new URL(response.url()).pathname, response.text().catch(() => ""));
  });
  return {
    /** Paths of the loaded scripts whose text contains `marker`. */
    containing: async (marker: string) => {
      const found: string[] = [];
      for (const [path, text] of loaded) if ((await text).includes(marker)) found.push(path);
      return found;
    },
    inHtml: (html: string) => [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1]!, "http://x").pathname),
  };
}

const BASKET = JSON.stringify([{ plan: { id: 1, name: "Starter" }, quantity: 3 }]);

describe("visitor widgets on a cached page", () => {
  let browser: Browser;
  let org: TestOrg;
  let shopper: { email: string; password: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Widget Homes", undefined, { type: "realestate", supportedLocales: ["en", "pl"], withLanguageSwitch: true });
    for (const [display_name, url_name] of [["Services", "services"], ["About us", "about-us"]]) {
      const item = await api(org.host, "/api/menu-items", { method: "POST", token: org.owner.token, body: { organization_id: org.id, display_name, url_name, is_displayed: true, is_displayed_on_footer: true } });
      expect(item.status, JSON.stringify(item.body)).toBe(201);
    }
    const page = await api(org.host, "/api/pages", { method: "POST", body: { title: "About us", slug: "about-us" }, token: org.owner.token });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    shopper = await signUp(org.host);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh visitor (their own browser storage), with a basket already saved when asked. */
  async function visitor(options: { width?: number; basket?: boolean } = {}) {
    const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
    await watchPage(context);
    if (options.basket) await context.addInitScript((basket) => localStorage.setItem("onsite-basket", basket), BASKET);
    const page = await context.newPage();
    let sessions = 0;
    // The page's own session requests (requestsSettled() sends a marked one of its own, with a query).
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/session" && !url.search) sessions++;
    });
    return { context, page, sessions: () => sessions };
  }

  const mountedWidgets = (page: Page) => page.locator("[data-widget]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-widget")).sort());

  it("a visitor with a saved basket: every widget mounts after hydration, from its own chunk, with no layout shift and one session request", async () => {
    const { context, page, sessions } = await visitor({ basket: true });
    const scripts = watchScripts(page);
    const response = await page.goto(pageUrl(org.host, "/"));
    const html = await response!.text();

    await headerLogin(page).waitFor();
    await page.getByRole("link", { name: "Basket, 3 items" }).waitFor();
    await page.locator('[data-widget="footer-profile"]').getByRole("link", { name: "Login" }).waitFor();
    expect(await mountedWidgets(page)).toEqual(WIDGETS.map((widget) => widget.id).sort());
    await requestsSettled(page);

    const shifts = await layoutShifts(page);
    expect(cls(shifts), JSON.stringify(shifts, null, 1)).toBe(0);
    // The widgets share the page's one session answer.
    expect(sessions()).toBe(1);
    // Their code is not in the page's HTML: it loaded after hydration, on demand.
    const widgetChunks = [...(await scripts.containing("data-cart-badge")), ...(await scripts.containing("data-profile-menu"))];
    expect(widgetChunks.length).toBeGreaterThan(0);
    for (const chunk of widgetChunks) expect(scripts.inHtml(html)).not.toContain(chunk);
    // The login modal (the account widget's heavy part) loads only when pressed.
    expect(await scripts.containing("data-login-modal")).toEqual([]);
    await headerLogin(page).click();
    await page.getByRole("dialog", { name: /Sign in to/ }).waitFor();
    expect((await scripts.containing("data-login-modal")).length).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("in Polish, with longer labels: the account slot keeps its width, nothing shifts", async () => {
    const { context, page } = await visitor();
    await page.goto(pageUrl(org.host, "/pl/about-us"));
    const login = page.locator("header[data-site-header]").getByRole("button", { name: "Zaloguj się" });
    await login.waitFor();
    await page.locator('[data-widget="footer-profile"]').waitFor();
    await requestsSettled(page);
    const shifts = await layoutShifts(page);
    expect(cls(shifts), JSON.stringify(shifts, null, 1)).toBe(0);
    // The account button sits inside its slot, which the server's HTML sized for it.
    const slot = (await page.locator('[data-widget-slot="header-account"]').boundingBox())!;
    const button = (await login.boundingBox())!;
    expect(button.width).toBeLessThanOrEqual(slot.width + 0.5);
    expect(Math.abs(button.x + button.width - (slot.x + slot.width))).toBeLessThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("a signed-in customer: the Profile menu and the footer's Logout take the place of Login, with no layout shift", async () => {
    const { context, page, sessions } = await visitor({ basket: true });
    await signInThroughForm(page, org.host, shopper.email, shopper.password);
    await page.waitForURL(pageUrl(org.host, "/"));
    await headerProfile(page).waitFor();

    // A fresh page view of another page, measured from its start (each document records its own shifts).
    const before = sessions();
    await page.goto(pageUrl(org.host, "/about-us"));
    await headerProfile(page).waitFor();
    await page.locator('[data-widget="footer-profile"]').getByRole("button", { name: "Logout" }).waitFor();
    await page.getByRole("link", { name: "Basket, 3 items" }).waitFor();
    await requestsSettled(page);
    const shifts = await layoutShifts(page);
    expect(cls(shifts), JSON.stringify(shifts, null, 1)).toBe(0);
    expect(sessions() - before).toBe(1);
    expect(await headerLogin(page).count()).toBe(0);

    await headerProfile(page).click();
    await page.locator("header[data-site-header]").getByRole("link", { name: "Account" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("at 390 px: the cart shows beside the menu button with no layout shift", async () => {
    const { context, page } = await visitor({ width: 390, basket: true });
    await page.goto(pageUrl(org.host, "/"));
    await page.getByRole("link", { name: "Basket, 3 items" }).waitFor();
    await page.locator('[data-widget="footer-profile"]').waitFor();
    await requestsSettled(page);
    const shifts = await layoutShifts(page);
    expect(cls(shifts), JSON.stringify(shifts, null, 1)).toBe(0);
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("loads no widget where its shouldMount says no: the login page has no chrome, and none of its widgets' code", async () => {
    const { context, page } = await visitor({ basket: true });
    const scripts = watchScripts(page);
    await page.goto(pageUrl(org.host, "/login"));
    await page.getByLabel("Email").waitFor();
    await requestsSettled(page);
    expect(await page.locator("[data-widget], [data-widget-slot]:not([data-widget-slot='overlay'])").count()).toBe(0);
    expect(await scripts.containing("data-cart-badge")).toEqual([]);
    expect(await scripts.containing("data-profile-menu")).toEqual([]);
    await context.close();
  });

  it("the header and the room under it follow the one offset variable that fixed banners above the header set", async () => {
    const { context, page } = await visitor();
    await page.goto(pageUrl(org.host, "/"));
    await headerLogin(page).waitFor();
    const header = page.locator("header[data-site-header]");
    const spacer = page.locator("[data-header-spacer]");
    expect((await header.boundingBox())!.y).toBe(0);
    expect((await spacer.boundingBox())!.height).toBe(64);
    // Two fixed top banners (spec/visitor.md "Banners": 56 px each).
    await page.evaluate(() => document.documentElement.style.setProperty("--onsite-banner-offset", "112px"));
    await nextFrames(page);
    expect((await header.boundingBox())!.y).toBe(112);
    expect((await header.boundingBox())!.height).toBe(64);
    expect((await spacer.boundingBox())!.height).toBe(176);
    await context.close();
  });
});
