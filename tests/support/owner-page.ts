import { onTestFinished } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser, newPage, pageUrl, signInByCookie } from "./browser";

type Owned = { host: string; owner: { email: string; password: string } };

/**
 * The organization's owner in a browser context of the running test's own: signed in
 * through the API (the session cookie put into the fresh context, as the login form's
 * answer would), already on the site's home page (or `path`), closed when the test
 * finishes. Call it in a test or in a `beforeEach`, so that each journey starts from a
 * page of its own (`.only` runs one journey; one failure fails one test). Journeys about
 * the login form itself sign in through it (tests/e2e/account).
 */
export async function ownerPage(org: Owned, options: { viewport?: { width: number; height: number }; path?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  // A connection of the test's own to the run's shared Chromium; closing it closes the context.
  const browser = await launchBrowser();
  onTestFinished(() => browser.close());
  const { context, page } = await newPage(browser, options.viewport);
  await signInByCookie(page, org.host, org.owner.email, org.owner.password);
  await page.goto(pageUrl(org.host, options.path ?? "/"));
  return { context, page };
}
