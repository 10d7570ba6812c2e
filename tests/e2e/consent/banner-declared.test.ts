import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { headerLogin, launchBrowser, pageUrl } from "../../support/browser";
import { createOrg, type TestOrg } from "../../support/client";
import { saveCookieCategories } from "../../support/fixtures";

/**
 * Issue 36, items 5 to 7. The banner asks only about what the site declares, and names it in
 * the visitor's language; a site that declares only essential cookies, or none, shows no banner.
 * The banner is due 1.5 s after load on the page's clock even while the session check is slow,
 * and it is first in the keyboard's order without taking the focus. The privacy dialog's links
 * open the site's Privacy Policy and Cookie Policy pages.
 */
let browser: Browser;
let none: TestOrg;
let essentialOnly: TestOrg;
let statistics: TestOrg;

beforeAll(async () => {
  browser = await launchBrowser();
  [none, essentialOnly, statistics] = await Promise.all([
    createOrg("No Cookies Co", undefined, { language: "en" }),
    createOrg("Essential Cookies Co", undefined, { language: "en" }),
    createOrg("Statistics Cookies Co", undefined, { language: "en", supportedLocales: ["en", "de"] }),
  ]);
  await saveCookieCategories(essentialOnly, [
    { name: "Essential", description: "Needed for the site to work", cookie_service: [{ name: "Session", description: "Keeps you signed in", active: true }] },
  ]);
  await saveCookieCategories(statistics, [
    { name: "Essential", description: "Needed for the site to work", cookie_service: [{ name: "Session", description: "Keeps you signed in", active: true }] },
    {
      name: "Statistics",
      name_translation: { de: "Statistik" },
      description: "How the site is used",
      cookie_service: [{ name: "Visit counter", description: "Counts visits" }],
    },
    // A category without a service asks nothing: the banner does not name it.
    { name: "Marketing", description: "Nothing yet", cookie_service: [] },
  ]);
});

afterAll(async () => {
  await browser?.close();
});

/** A visitor's tab on a paused clock (the banner's timer runs only when the test says). */
async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.clock.install({ time: new Date("2026-05-01T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-05-01T10:00:01Z"));
  return { context, page };
}

const banner = (page: Page) => page.locator("[data-consent-banner]");
const phase = (page: Page) => page.locator("[data-consent-phase]").getAttribute("data-consent-phase");

async function open(page: Page, org: TestOrg, path = "/") {
  expect((await page.goto(pageUrl(org.host, path)))?.status()).toBe(200);
  await page.locator("[data-consent-phase]").waitFor({ state: "attached" });
}

describe("the banner asks about what is declared", () => {
  it.each([
    ["declares no cookie category", () => none],
    ["declares only essential cookies", () => essentialOnly],
  ])("shows no banner on a site that %s", async (_, org) => {
    const { context, page } = await visitor();
    await open(page, org());
    // Nothing to ask: the widget is done (its choice, essential only, published for what waits on it).
    await expect.poll(() => phase(page)).toBe("done");
    await page.clock.runFor(5_000);
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.at(-1))).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
    await context.close();
  });

  it("names the declared statistics in the page's language, not a category without services; axe passes", async () => {
    const { context, page } = await visitor();
    await open(page, statistics);
    await page.clock.runFor(1_500);
    await banner(page).waitFor();
    await expect
      .poll(() => banner(page).locator("p").first().textContent())
      .toBe("We use essential cookies to run this site. With your permission we also use these: Statistics. You can change your choice at any time.");
    await page.clock.resume();
    expect(await axeViolations(page, "[data-consent-banner]")).toEqual([]);
    await context.close();

    const german = await visitor();
    await open(german.page, statistics, "/de");
    await german.page.clock.runFor(1_500);
    const region = german.page.getByRole("region", { name: "Datenschutz & Cookies" });
    await region.waitFor();
    await expect
      .poll(() => region.locator("p").first().textContent())
      .toBe(
        "Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit Ihrer Erlaubnis nutzen wir auch diese: Statistik. Sie können Ihre Wahl jederzeit ändern.",
      );
    await german.context.close();
  }, 240_000);
});

describe("when the banner shows, and where in the keyboard's order", () => {
  it("is due 1.5 s after load while the session check still runs, not before", async () => {
    const { context, page } = await visitor();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route("**/api/session", async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await open(page, statistics);
    await expect.poll(() => asked).toBe(true);
    await expect.poll(() => phase(page)).toBe("waiting");
    await page.clock.runFor(1_499);
    await expect.poll(() => banner(page).count()).toBe(0);
    await page.clock.runFor(1);
    await banner(page).waitFor();
    // The session answers afterwards (signed out: the header's Login shows): the banner stays.
    await expect.poll(() => headerLogin(page).count()).toBe(0);
    release();
    await headerLogin(page).waitFor();
    await expect.poll(() => banner(page).count()).toBe(1);
    await context.close();
  });

  it("is first in the keyboard's order and does not take the focus when it shows", async () => {
    const { context, page } = await visitor();
    await open(page, statistics);
    await page.clock.runFor(1_500);
    await banner(page).waitFor();
    // Shown without moving the focus.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // The page has no skip link: the first Tab lands in the banner, on its first button.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[data-consent-banner]") !== null)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Settings");
    // Before the header in the document (it floats at the bottom of the screen).
    const order = await page.evaluate(() => {
      const bannerElement = document.querySelector("[data-consent-banner]")!;
      const header = document.querySelector("header[data-site-header]")!;
      return bannerElement.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await context.close();
  });
});

describe("the privacy dialog's links", () => {
  it("open the Privacy Policy and the Cookie Policy, which lists the declared categories; axe passes on both", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, statistics);
    const dialog = page.getByRole("dialog", { name: "Privacy Settings" });
    await page.locator("footer").getByRole("button", { name: "Privacy settings" }).click();
    await dialog.getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL(pageUrl(statistics.host, "/privacy-policy"));
    await page.getByRole("heading", { name: "Privacy Policy" }).first().waitFor();
    await page.getByText("This is a starter privacy policy: replace it with your own.").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.locator("footer").getByRole("button", { name: "Privacy settings" }).click();
    await dialog.getByRole("link", { name: "Cookie Policy" }).click();
    await page.waitForURL(pageUrl(statistics.host, "/cookie-policy"));
    const list = page.locator("[data-cookie-policy-list]");
    await list.getByRole("heading", { name: "Statistics" }).waitFor();
    await list.getByText("Visit counter").waitFor();
    await list.getByRole("heading", { name: "Essential" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 240_000);
});
