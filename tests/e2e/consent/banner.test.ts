import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page, Request, Route } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, pageUrl, throttleChunks } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { saveCookieCategories } from "../../support/fixtures";

/**
 * The cookie banner and the privacy dialog (issue 21; spec/visitor.md "Cookie banner and
 * privacy dialog", §4, §8, §9): the banner 1.5 s after load on the page's clock, no cookie
 * before a choice, Accept all / Reject all / Save Settings (the bodies posted and the
 * cookie), Global Privacy Control honoured without a question, withdrawal from the footer,
 * the banner back after a policy change, the 15 s timeout, keyboard only, the drag kept in
 * the viewport, axe clean.
 */
type Category = { id: number; key: string; name: string; description: string; cookie_service: { id: number; name: string; description: string }[] };

let browser: Browser;
let org: TestOrg;
let ids: Record<string, number>;

async function policy() {
  return (await api<Category[]>(org.host, "/api/cookies/categories")).body;
}

beforeAll(async () => {
  browser = await launchBrowser();
  org = await createOrg("Consent Studio", undefined, { language: "en" });
  await saveCookieCategories(org, [
    { name: "Essential", description: "Needed for the site to work", cookie_service: [{ name: "Session", description: "Keeps you signed in", active: true }] },
    { name: "Analytics", description: "How the site is used", cookie_service: [{ name: "Plausible", description: "Counts visits" }] },
    {
      name: "Marketing",
      description: "Videos and more",
      cookie_service: [
        { name: "YouTube", description: "Videos" },
        { name: "Vimeo", description: "Videos" },
      ],
    },
  ]);
  ids = Object.fromEntries((await policy()).flatMap((c) => c.cookie_service.map((s) => [s.name, s.id])));
});

afterAll(async () => {
  await browser?.close();
});

type Visitor = { context: BrowserContext; page: Page; posts: Record<string, unknown>[] };

/** A visitor's tab on a paused clock, recording the consent bodies posted, the events and the dataLayer. */
async function visitor(options: { width?: number; height?: number; gpc?: boolean; touch?: boolean } = {}): Promise<Visitor> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    hasTouch: options.touch,
    extraHTTPHeaders: options.gpc ? { "Sec-GPC": "1" } : undefined,
  });
  if (options.gpc) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
  await context.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { __consentEvents: unknown[] }).__consentEvents = events;
    window.addEventListener("onsite:consent", (event) => events.push((event as CustomEvent).detail));
  });
  const page = await context.newPage();
  const posts: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/cookies/consent")) posts.push(request.postDataJSON());
  });
  await page.clock.install({ time: new Date("2026-05-01T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-05-01T10:00:01Z"));
  return { context, page, posts };
}

const banner = (page: Page) => page.getByRole("region", { name: "Privacy & Cookies" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Privacy Settings" });
const phase = (page: Page) => page.locator("[data-consent-phase]").getAttribute("data-consent-phase");

/** Opens the page and runs its clock past the banner's 1.5 s once the widget has decided. */
async function open(page: Page, path = "/", expectBanner = true) {
  expect((await page.goto(pageUrl(org.host, path)))?.status()).toBe(200);
  await expect.poll(() => phase(page)).not.toBe("deciding");
  if (!expectBanner) return;
  expect(await phase(page)).toBe("waiting");
  await page.clock.runFor(1_499);
  await expect.poll(() => banner(page).count()).toBe(0);
  await page.clock.runFor(1);
  await banner(page).waitFor();
}

/** axe-core waits on timers: the page's clock runs on from here (the timing checks come before). */
async function axeOn(page: Page, selector: string) {
  await page.clock.resume();
  return axeViolations(page, selector);
}

/** The spec's language cookies (a visitor's language, the language suggestion): the site's own, set without consent. */
const LANGUAGE_COOKIES = new Set([
  "defaultLocale",
  "userLanguageChoice",
  "languageBannerSeen",
  "showLanguageBanner",
  "bannerSourceLanguage",
  "bannerTargetLanguage",
]);

const cookieOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === "cookies_accepted");

describe("the cookie banner", () => {
  it("appears 1.5 s after load with three equal buttons, as a polite region, with no cookie set before a choice; axe passes", async () => {
    const { context, page } = await visitor();
    await open(page);
    const region = banner(page);
    await region.getByRole("heading", { name: "Privacy & Cookies" }).waitFor();
    await expect.poll(() => page.locator("[data-consent-live]").getAttribute("aria-live")).toBe("polite");
    const buttons = ["Settings", "Reject all", "Accept all"].map((name) => region.getByRole("button", { name, exact: true }));
    const classes = await Promise.all(buttons.map((button) => button.getAttribute("class")));
    expect(new Set(classes).size).toBe(1);
    // Side by side and the same size, once the banner has settled (it slides in; a CI run read it mid-way).
    const sideBySide = async () => {
      const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
      return boxes.every((box) => !!box && Math.abs(box.width - boxes[0]!.width) < 1 && box.height === boxes[0]!.height && box.y === boxes[0]!.y);
    };
    await expect.poll(sideBySide, { message: "three buttons in a row, of one size" }).toBe(true);
    // Before a choice: no cookie but the site's own language preferences (spec/visitor.md §3 "Browser storage").
    expect((await context.cookies()).filter((cookie) => !LANGUAGE_COOKIES.has(cookie.name))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([
      ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
    ]);
    expect(await axeOn(page, "[data-consent-banner]")).toEqual([]);
    await context.close();
  });

  it("Accept all posts every service, sets cookies_accepted=true for 365 days, publishes the choice, and does not ask again", async () => {
    const { context, page, posts } = await visitor();
    await open(page);
    const revision = (await api(org.host, "/api/cookies/categories")).headers.get("consent-revision");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await banner(page).waitFor({ state: "detached" });
    // The request is seen when the browser sends it, which may follow the banner's leaving.
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({
      consent_given: true,
      services: Object.values(ids),
      organization_id: org.id,
      action: "accept_all",
      source: "banner",
      locale: "en",
      revision,
    });
    await expect.poll(async () => (await cookieOf(context))?.value).toBe("true");
    const cookie = await cookieOf(context);
    expect(cookie).toMatchObject({ value: "true", path: "/", sameSite: "Lax" });
    // Max-Age counts from the browser's real time (the page's clock is the test's).
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.at(-1))).toEqual([
      "consent",
      "update",
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
    ]);
    const events = await page.evaluate(() => (window as unknown as { __consentEvents: { granted: number[]; gpc: boolean }[] }).__consentEvents);
    expect(events.at(-1)).toMatchObject({ granted: Object.values(ids), denied: [], gpc: false });

    // The next page knows the choice: no banner, the event published on load.
    await open(page, "/", false);
    expect(await phase(page)).toBe("done");
    await page.clock.runFor(3_000);
    await expect.poll(() => banner(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __consentEvents: unknown[] }).__consentEvents.length)).toBe(1);
    expect(posts).toHaveLength(1);
    await context.close();
  });

  it("a visitor who follows a link before Accept all is answered is not asked again, and the choice is recorded once", async () => {
    const { context, page, posts } = await visitor();
    // The first record's request never arrives: its page goes away before the answer, which cancels it.
    const held: Route[] = [];
    await context.route("**/api/cookies/consent", (route) => {
      if (route.request().method() === "POST" && held.length === 0) held.push(route);
      else void route.fallback();
    });
    await open(page);
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => held.length).toBe(1);
    await open(page, "/", false);
    // The next page knows the choice and sends its record again: the same body.
    await expect.poll(() => phase(page)).toBe("done");
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]).toEqual(posts[0]);
    await page.clock.runFor(3_000);
    await expect.poll(() => banner(page).count()).toBe(0);
    const records = async () => {
      const list = await api<{ records: { consent_id: string; action: string }[] }>(org.host, `/api/organizations/${org.id}/consent-records`, {
        token: org.owner.token,
      });
      return list.body.records.filter((record) => record.consent_id === posts[0]!.consent_id).map((record) => record.action);
    };
    await expect.poll(records).toEqual(["accept_all"]);
    // Recorded now: a third page does not send it again.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("onsite-consent") ?? "{}").record_id)).toEqual(expect.any(Number));
    await open(page, "/", false);
    await page.clock.runFor(3_000);
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(posts).toHaveLength(2);
    expect(await records()).toEqual(["accept_all"]);
    await context.close();
  });

  it("Reject all posts the essential services only and sets cookies_accepted=false", async () => {
    const { context, page, posts } = await visitor();
    await open(page);
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await banner(page).waitFor({ state: "detached" });
    await expect
      .poll(() => posts)
      .toEqual([expect.objectContaining({ consent_given: false, services: [ids.Session], action: "reject_all", source: "banner" })]);
    await expect.poll(async () => (await cookieOf(context))?.value).toBe("false");
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.at(-1))).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
    await context.close();
  });

  it("Settings opens the privacy dialog as the spec draws it; Save Settings with one service posts it", async () => {
    const { context, page, posts } = await visitor();
    await open(page);
    await banner(page).getByRole("button", { name: "Settings" }).click();
    const box = dialog(page);
    await box.getByText("Choose which cookies and services this site may use.").waitFor();
    await box.getByRole("tab", { name: "Categories", selected: true }).waitFor();
    await expect.poll(() => box.getByText("Consent Studio", { exact: true }).count()).toBe(1);
    await expect.poll(() => box.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    await expect.poll(() => box.getByRole("link", { name: "Cookie Policy" }).getAttribute("href")).toBe("/cookie-policy");
    await box.getByRole("button", { name: "Close" }).waitFor();
    // Essential is locked on; a category's switch turns all its services on.
    const essential = box.getByRole("switch", { name: "Essential" });
    await expect.poll(() => essential.getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => essential.isDisabled()).toBe(true);
    const marketing = box.getByRole("switch", { name: "Marketing" });
    await expect.poll(() => marketing.getAttribute("aria-checked")).toBe("false");
    await box.getByRole("button", { name: /Marketing/ }).click();
    await box.getByText("Videos and more").waitFor();
    expect(await axeOn(page, "[data-privacy-dialog]")).toEqual([]);
    await marketing.click();
    await box.getByRole("tab", { name: "Services" }).click();
    await expect.poll(() => box.getByRole("switch", { name: "YouTube" }).getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => box.getByRole("switch", { name: "Vimeo" }).getAttribute("aria-checked")).toBe("true");
    // One service: Vimeo off again, YouTube stays.
    await box.getByRole("switch", { name: "Vimeo" }).click();
    await expect.poll(() => box.getByRole("switch", { name: "Session" }).isDisabled()).toBe(true);
    await box.getByRole("button", { name: /YouTube/ }).click();
    expect(await axeOn(page, "[data-privacy-dialog]")).toEqual([]);
    await box.getByRole("button", { name: "Save Settings" }).click();
    await box.waitFor({ state: "detached" });
    await expect
      .poll(() => posts)
      .toEqual([expect.objectContaining({ consent_given: true, services: [ids.Session, ids.YouTube], action: "custom", source: "dialog" })]);
    await expect.poll(() => banner(page).count()).toBe(0);
    await expect.poll(async () => (await cookieOf(context))?.value).toBe("true");
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("onsite-consent")!));
    expect(saved).toMatchObject({ granted: [ids.Session, ids.YouTube], action: "custom" });
    await context.close();
  });

  it("a Global Privacy Control visitor is not asked: non-essential is off, recorded once as gpc, and the banner says so", async () => {
    const { context, page, posts } = await visitor({ gpc: true });
    expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
    await expect.poll(() => phase(page)).toBe("waiting");
    await expect.poll(() => posts).toEqual([expect.objectContaining({ action: "gpc", services: [ids.Session], gpc: true, source: "banner" })]);
    await page.clock.runFor(1_500);
    const region = banner(page);
    await region.getByText("Your browser sends Global Privacy Control, so we honoured it: all non-essential cookies and services are off.").waitFor();
    await expect.poll(() => region.getByRole("button", { name: "Accept all" }).count()).toBe(0);
    await region.getByRole("button", { name: "Settings" }).waitFor();
    expect(await axeOn(page, "[data-consent-banner]")).toEqual([]);
    expect((await cookieOf(context))?.value).toBe("false");
    await region.getByRole("button", { name: "Close" }).click();
    // The next page asks nothing and records nothing more.
    await open(page, "/", false);
    await page.clock.runFor(3_000);
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(posts).toHaveLength(1);
    await context.close();
  });

  it("withdraws from the footer's Privacy settings as easily as it was given", async () => {
    const { context, page, posts } = await visitor();
    await open(page);
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await banner(page).waitFor({ state: "detached" });
    await page.locator("footer").getByRole("button", { name: "Privacy settings" }).click();
    const box = dialog(page);
    await box.getByRole("switch", { name: "Analytics" }).waitFor();
    await expect.poll(() => box.getByRole("switch", { name: "Analytics" }).getAttribute("aria-checked")).toBe("true");
    await box.getByRole("button", { name: "Reject All" }).click();
    await box.waitFor({ state: "detached" });
    await expect.poll(() => posts.at(-1)).toMatchObject({ consent_given: false, services: [ids.Session], action: "withdraw", source: "footer" });
    expect((await cookieOf(context))?.value).toBe("false");
    await context.close();
  });

  it("asks again after the site's cookie policy changes", async () => {
    const { context, page } = await visitor();
    await open(page);
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await banner(page).waitFor({ state: "detached" });
    await open(page, "/", false);
    expect(await phase(page)).toBe("done");
    // The owner describes a service differently: a new revision.
    const bundle = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const categories = bundle.body.cookie_categories.map((c: Record<string, unknown> & { cookie_service: Record<string, unknown>[] }) => ({
      ...c,
      cookie_service: c.cookie_service.map((s) => (s.name === "Plausible" ? { ...s, description: `Counts visits (${Date.now()})` } : s)),
    }));
    const saved = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { version: bundle.body.version, cookie_categories: categories },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await open(page);
    await context.close();
  });
});

describe("the privacy dialog", () => {
  it("opens from the footer pressed while the consent widget's code is still on its way, once that code arrives", async () => {
    const { context, page } = await visitor();
    await page.clock.resume();
    // The widget's chunk is held until the footer's button was pressed (a slow phone's network).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const widgetRequested = new Promise<void>((resolve) => (requested = resolve));
    await throttleChunks(page, async (code) => {
      if (code.includes("data-consent-phase")) {
        requested();
        await released;
      }
    });
    expect((await page.goto(pageUrl(org.host, "/"), { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
    await widgetRequested; // the page is hydrated: its widget layer asked for the widget
    await page.locator("footer").getByRole("button", { name: "Privacy settings" }).click();
    await expect.poll(() => page.locator("[data-consent-phase]").count()).toBe(0);
    release();
    await dialog(page).getByRole("switch", { name: "Analytics" }).waitFor();
    await context.close();
  });

  it("shows Loading... with a spinner, and after 15 s without categories the timeout error with Close and a reload button", async () => {
    const { context, page } = await visitor();
    let release: () => void = () => {};
    await page.route("**/api/cookies/categories*", (route) => new Promise<void>((resolve) => (release = resolve)).then(() => route.abort()));
    // The banner waits for the categories it names (issue 36, item 6): not shown while they load.
    await open(page, "/", false);
    await page.locator("footer").getByRole("button", { name: "Privacy settings" }).click();
    const box = dialog(page);
    await box.getByRole("status").getByText("Loading...").waitFor();
    await page.clock.runFor(14_900);
    await expect.poll(() => box.getByText("Loading timed out. Please try refreshing the page.").count()).toBe(0);
    await page.clock.runFor(100);
    const error = box.locator("[data-privacy-error]");
    await error.getByText("Loading timed out. Please try refreshing the page.").waitFor();
    await error.getByRole("heading", { name: "Error loading privacy settings. Please try again." }).waitFor();
    await error.getByRole("button", { name: "Reload page" }).waitFor();
    expect(await axeOn(page, "[data-privacy-dialog]")).toEqual([]);
    await error.getByRole("button", { name: "Close" }).click();
    await box.waitFor({ state: "detached" });
    release();
    await context.close();
  });

  it("says 'Failed to load categories. Please try again.' when they cannot be loaded", async () => {
    const { context, page } = await visitor();
    await page.route("**/api/cookies/categories*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await open(page);
    await banner(page).getByRole("button", { name: "Settings" }).click();
    await dialog(page).getByText("Failed to load categories. Please try again.").waitFor();
    // And the banner's choice that cannot be saved says so.
    await page.keyboard.press("Escape");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await banner(page).getByRole("alert").getByText("Failed to save consent. Please try again.").waitFor();
    await context.close();
  });

  it("works with the keyboard only: focus moves in, Tab and Space choose, Escape closes and focus returns", async () => {
    const { context, page, posts } = await visitor();
    await open(page);
    const footerButton = page.locator("footer").getByRole("button", { name: "Privacy settings" });
    await footerButton.focus();
    await page.keyboard.press("Enter");
    const box = dialog(page);
    await box.getByRole("switch", { name: "Analytics" }).waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-privacy-dialog]"))).toBe(true);
    await page.keyboard.press("Escape");
    await box.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-privacy-settings"))).toBe(true);

    // From the banner: Enter on Settings, then Tab to the Analytics switch, Space, Tab to Save Settings.
    await banner(page).getByRole("button", { name: "Settings" }).focus();
    await page.keyboard.press("Enter");
    await box.getByRole("switch", { name: "Analytics" }).waitFor();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.getAttribute("aria-label") === "Analytics")) break;
    }
    await page.keyboard.press("Space");
    await expect.poll(() => box.getByRole("switch", { name: "Analytics" }).getAttribute("aria-checked")).toBe("true");
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.textContent === "Save Settings")) break;
    }
    // Focus never left the dialog while tabbing.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-privacy-dialog]"))).toBe(true);
    await page.keyboard.press("Enter");
    await box.waitFor({ state: "detached" });
    expect(posts.at(-1)).toMatchObject({ services: [ids.Session, ids.Plausible], action: "custom", source: "dialog" });
    await context.close();
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    it(`is dragged by its header with mouse and touch and stays inside the viewport at ${width} px`, async () => {
      const { context, page } = await visitor({ width, height, touch: true });
      await open(page);
      await banner(page).getByRole("button", { name: "Settings" }).click();
      const box = dialog(page);
      await box.getByRole("switch", { name: "Analytics" }).waitFor();
      const header = page.locator("[data-privacy-drag]");
      const inside = async () => {
        const rect = (await box.boundingBox())!;
        expect(rect.x).toBeGreaterThanOrEqual(-0.5);
        expect(rect.y).toBeGreaterThanOrEqual(-0.5);
        expect(rect.x + rect.width).toBeLessThanOrEqual(width + 0.5);
        expect(rect.y + rect.height).toBeLessThanOrEqual(height + 0.5);
        return rect;
      };
      const start = await inside();
      if (width < 640) expect([start.x, start.y, start.width, start.height]).toEqual([0, 0, width, height]);
      const grip = (await header.boundingBox())!;
      const x = grip.x + 40;
      const y = grip.y + 10;
      // Mouse: far to the top left, then far to the bottom right.
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 2_000, y - 2_000, { steps: 5 });
      await page.mouse.up();
      const topLeft = await inside();
      if (width >= 640) expect([Math.round(topLeft.x), Math.round(topLeft.y)]).toEqual([0, 0]);
      const grip2 = (await header.boundingBox())!;
      await page.mouse.move(grip2.x + 40, grip2.y + 10);
      await page.mouse.down();
      await page.mouse.move(grip2.x + 2_040, grip2.y + 2_010, { steps: 5 });
      await page.mouse.up();
      const bottomRight = await inside();
      if (width >= 640) {
        expect(Math.round(bottomRight.x + bottomRight.width)).toBe(width);
        expect(Math.round(bottomRight.y + bottomRight.height)).toBe(height);
      }
      // Touch: a finger drags it back up, and it stays inside.
      const cdp = await context.newCDPSession(page);
      const grip3 = (await header.boundingBox())!;
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", px: number, py: number) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: px, y: py }] });
      await touch("touchStart", grip3.x + 40, grip3.y + 10);
      for (let step = 1; step <= 5; step++) await touch("touchMove", grip3.x + 40 - step * 300, grip3.y + 10 - step * 300);
      await touch("touchEnd", 0, 0);
      const afterTouch = await inside();
      if (width >= 640) expect(afterTouch.y).toBeLessThan(bottomRight.y);
      await context.close();
    });
  }
});
