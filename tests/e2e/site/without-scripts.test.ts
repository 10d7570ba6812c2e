import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, pageUrl } from "../../support/browser";

/**
 * Issue 40: a visitor's page is HTML first. With JavaScript off, the demo site (the test server's
 * `localhost`) is read, its menu and its blog are followed by plain links, and a FAQ answer opens
 * (a `<details>`). Sign-in and the contact form without scripts have journeys of their own
 * (tests/e2e/account/forms-without-scripts.test.ts, tests/e2e/messages/contact-no-script.test.ts).
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

describe("a visitor without JavaScript", () => {
  it("reads the home page and follows the main menu to a page, where a FAQ answer opens", async () => {
    expect((await page.goto(pageUrl("localhost", "/")))?.status()).toBe(200);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Services", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/services");
    await page.getByRole("heading", { name: "Questions we hear often" }).waitFor();
    const question = page.locator("details[data-faq]").filter({ hasText: "Do I need to know how to code?" });
    const answer = question.getByText("No. You edit your site on the page itself");
    expect(await answer.isVisible()).toBe(false);
    await question.getByText("Do I need to know how to code?").click();
    await answer.waitFor();
    expect(await question.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
  });

  it("goes from the blog to a post by its link, and back home by the logo", async () => {
    expect((await page.goto(pageUrl("localhost", "/blog")))?.status()).toBe(200);
    const first = page.locator("main article a[href^='/']").first();
    const href = await first.getAttribute("href");
    expect(href).toBeTruthy();
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    const title = await page.getByRole("heading", { level: 1 }).first().textContent();
    expect(title?.trim()).toBeTruthy();
    expect(await page.title()).toContain(title!.trim());
    await page
      .getByRole("banner")
      .getByRole("link", { name: /home page/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
