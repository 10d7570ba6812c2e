import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Response } from "playwright-core";
import { WIDGETS } from "@/app/widgets";
import { axeViolations } from "../../support/axe";
import { headerLogin, headerProfile, launchBrowser, nextFrames, pageUrl, requestsSettled, signInThroughForm } from "../../support/browser";
import { api, createOrg, signUp, type TestOrg } from "../../support/client";
import { saveSettingsList } from "../../support/fixtures";
import { cls, layoutShifts, watchLayoutShifts } from "../../support/layout-shifts";

/** Scripts the page loads, by URL, with their text; and those its HTML names (the rest loaded later, on demand). */
function watchScripts(page: Page) {
  const loaded = new Map<string, Promise<string>>();
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script")
      loaded.set(
        new URL(response.url()).pathname,
        response.text().catch(() => ""),
      );
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
    for (const [display_name, url_name] of [
      ["Services", "services"],
      ["About us", "about-us"],
    ]) {
      const item = await api(org.host, "/api/menu-items", {
        method: "POST",
        token: org.owner.token,
        body: { organization_id: org.id, display_name, url_name, is_displayed: true, is_displayed_on_footer: true },
      });
      expect(item.status, JSON.stringify(item.body)).toBe(201);
    }
    // Its title in Polish too: a page's own title counts in its translation status (issue 42), so the page is offered in Polish.
    const page = await api(org.host, "/api/pages", {
      method: "POST",
      body: { title: "About us", slug: "about-us", title_translation: { pl: "O nas" } },
      token: org.owner.token,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    // A banner on every page, fixed above the header, so the banners widget mounts too (issue 22): the page must not shift for it either.
    const { body: before } = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const banners = [{ content: { text: "Open house on Saturday" }, type: "closed", is_fixed_above_navbar: true }];
    expect(
      (await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token: org.owner.token, body: { version: before.version, banners } })).status,
    ).toBe(200);
    // A meeting to book, so the Schedule Meeting button mounts too (a site without one shows none).
    await saveSettingsList(org, "meeting_types", [{ name: "Viewing", duration_minutes: 30, is_active: true, is_customer_choice: true }]);
    shopper = await signUp(org.host);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh visitor (their own browser storage), with a basket already saved when asked. */
  async function visitor(options: { width?: number; basket?: boolean } = {}) {
    const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
    await watchLayoutShifts(context);
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

  it("in Polish, with longer labels: the account slot keeps its width, nothing shifts, on a slow phone's CPU too", async () => {
    const { context, page } = await visitor();
    // A slow CPU parses the page in several slices and may paint between them: the header must still come whole.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
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

  it("a page painted before its parser reached the end: the footer's closing line is already where it stays", async () => {
    // A slow phone paints what it has parsed; the closing line sits on the footer's foot, so it must not grow or move
    // as its contents and what follows it come in. Each cut of the document shows what such a paint shows.
    const url = pageUrl(org.host, "/pl/about-us");
    const { status, body: html } = await api<string>(org.host, "/pl/about-us");
    expect(status).toBe(200);
    const closingTop = async (cut?: (html: string) => string) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(url);
      if (cut) await page.setContent(cut(html));
      const top = (await page.locator("[data-footer-closing]").boundingBox())!.y;
      await context.close();
      return top;
    };
    const whole = await closingTop();
    const afterOpening = (html: string) => html.slice(0, html.indexOf(">", html.indexOf("data-footer-closing")) + 1);
    const beforeEdit = (html: string) => html.slice(0, html.lastIndexOf("<div", html.indexOf('data-editor-open="footer"')));
    expect(await closingTop(afterOpening)).toBe(whole);
    expect(await closingTop(beforeEdit)).toBe(whole);
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
    await expect.poll(() => headerLogin(page).count()).toBe(0);

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
    await expect.poll(() => page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("loads no widget where its shouldMount says no: the login page has no chrome, and none of its widgets' code", async () => {
    const { context, page } = await visitor({ basket: true });
    const scripts = watchScripts(page);
    await page.goto(pageUrl(org.host, "/login"));
    await page.getByLabel("Email").waitFor();
    await requestsSettled(page);
    await expect.poll(() => page.locator("[data-widget], [data-widget-slot]:not([data-widget-slot='overlay'])").count()).toBe(0);
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
    // The organization's one fixed top banner (56 px) sits above the header.
    await page.getByRole("region", { name: "Announcement" }).waitFor();
    expect((await header.boundingBox())!.y).toBe(56);
    expect((await spacer.boundingBox())!.height).toBe(120);
    // Two fixed top banners (spec/visitor.md "Banners": 56 px each).
    await page.evaluate(() => document.documentElement.style.setProperty("--onsite-banner-offset", "112px"));
    await nextFrames(page);
    expect((await header.boundingBox())!.y).toBe(112);
    expect((await header.boundingBox())!.height).toBe(64);
    expect((await spacer.boundingBox())!.height).toBe(176);
    await context.close();
  });
});
