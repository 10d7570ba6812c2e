import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { launchBrowser, pageUrl, requestsSettled, signInAsOwner } from "../../support/browser";
import { createOrg, type TestOrg } from "../../support/client";
import { saveCookieCategories } from "../../support/fixtures";

/**
 * Scripts loaded after consent (issue 21): a service's declared script URL is not requested
 * before the visitor's choice, loads once after Accept all (the page's Content-Security-Policy
 * allows its origin: the CSP guard fails any violation), and never after Reject all.
 */
const SCRIPT = "https://analytics.example/script.js";

let browser: Browser;
let org: TestOrg;

beforeAll(async () => {
  browser = await launchBrowser();
  org = await createOrg("Declared Scripts Studio", undefined, { language: "en" });
  await saveCookieCategories(org, [
    { name: "Essential", description: "Needed for the site to work", cookie_service: [{ name: "Session", description: "Keeps you signed in", active: true }] },
    { name: "Analytics", description: "How the site is used", cookie_service: [{ name: "Stats", description: "Counts visits", script_url: SCRIPT }] },
  ]);
});

afterAll(async () => {
  await browser?.close();
});

type Visitor = { context: BrowserContext; page: Page; requests: string[] };

/** A visitor whose requests to analytics.example are recorded and answered by a stub script. */
async function visitor(): Promise<Visitor> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const requests: string[] = [];
  await context.route("https://analytics.example/**", (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__declaredLoaded = true;" });
  });
  const page = await context.newPage();
  await page.clock.install({ time: new Date("2026-05-01T10:00:00Z") });
  return { context, page, requests };
}

/** The widget's read of the declared scripts (the categories without a locale), after a choice is published. */
const declaredRead = (answer: Response) => {
  const url = new URL(answer.url());
  return url.pathname === "/api/cookies/categories" && url.search === "";
};

const banner = (page: Page) => page.getByRole("region", { name: "Privacy & Cookies" });
const loaded = (page: Page) => page.evaluate(() => (window as unknown as { __declaredLoaded?: boolean }).__declaredLoaded === true);

async function openAndWaitForBanner({ page, requests }: Visitor) {
  const answer = await page.goto(pageUrl(org.host, "/"));
  expect(answer?.status()).toBe(200);
  expect(await answer!.headerValue("content-security-policy")).toMatch(/^script-src 'self' https:\/\/analytics\.example[ ;]/);
  await page.clock.runFor(2_000);
  await banner(page).waitFor();
  // Before a choice: nothing asked of the declared script's host.
  expect(requests).toEqual([]);
  await expect.poll(() => page.locator("script[data-consent-script]").count()).toBe(0);
  expect(await loaded(page)).toBe(false);
}

describe("declared scripts", () => {
  it("load once after Accept all, allowed by the page's policy, and again on the next page", async () => {
    const v = await visitor();
    await openAndWaitForBanner(v);
    await banner(v.page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => loaded(v.page)).toBe(true);
    expect(v.requests).toEqual([SCRIPT]);
    await expect.poll(() => v.page.locator(`script[src="${SCRIPT}"]`).count()).toBe(1);
    await expect.poll(() => v.page.locator(`script[src="${SCRIPT}"]`).getAttribute("async")).not.toBeNull();
    // The next page view loads it from the saved choice, without a banner.
    await v.page.reload();
    await expect.poll(() => loaded(v.page)).toBe(true);
    expect(v.requests).toEqual([SCRIPT, SCRIPT]);
    await expect.poll(() => v.page.locator(`script[src="${SCRIPT}"]`).count()).toBe(1);
    await v.context.close();
  });

  it("never load after Reject all", async () => {
    const v = await visitor();
    await openAndWaitForBanner(v);
    // The choice reads the declared scripts on this page (none granted): that read is over
    // before the reload, so the one awaited below is the next page's.
    const chosen = v.page.waitForResponse(declaredRead);
    await banner(v.page).getByRole("button", { name: "Reject all" }).click();
    await (await chosen).finished();
    await expect.poll(() => v.page.locator("[data-consent-phase]").getAttribute("data-consent-phase")).toBe("done");
    // The next page view reads the saved refusal, then the declared scripts (none granted).
    const read = v.page.waitForResponse(declaredRead);
    await v.page.reload();
    await (await read).finished();
    await v.page.evaluate(() => fetch("/api/cookies/categories").then((answer) => answer.json()));
    expect(v.requests).toEqual([]);
    await expect.poll(() => v.page.locator("script[data-consent-script]").count()).toBe(0);
    expect(await loaded(v.page)).toBe(false);
    await v.context.close();
  });

  it("never load in a page a signed-in member views, though their consent is given (issue 36, item 17)", async () => {
    const v = await visitor();
    // As a visitor: Accept all loads the script.
    await openAndWaitForBanner(v);
    await banner(v.page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => loaded(v.page)).toBe(true);
    expect(v.requests).toEqual([SCRIPT]);
    // The same browser, its choice kept, signed in as the owner: the choice is published on the
    // page (the widget is done deciding), and the declared script is neither added nor asked for.
    await signInAsOwner(v.page, org);
    await expect.poll(() => v.page.locator("[data-consent-phase]").getAttribute("data-consent-phase")).toBe("done");
    expect(await v.page.evaluate(() => document.cookie)).toContain("cookies_accepted=true");
    await v.page.waitForLoadState("networkidle");
    await requestsSettled(v.page);
    expect(v.requests).toEqual([SCRIPT]);
    await expect.poll(() => v.page.locator("script[data-consent-script]").count()).toBe(0);
    expect(await loaded(v.page)).toBe(false);
    await v.context.close();
  });
});
