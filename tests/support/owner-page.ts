import { onTestFinished } from "vitest";
import type { BrowserContext, BrowserContextOptions, Cookie, Page } from "playwright-core";
import { launchBrowser, pageUrl, signInByCookie } from "./browser";

type Owned = { host: string; port?: number; owner: { email: string; password: string } };

/**
 * The session cookies, per host and account (the owner's or a member's): one API sign-in per test file, and each
 * test's context gets a copy (a session outlives the context it was put in). A journey that
 * ends the session (Logout) signs in on its own instead.
 */
const sessions = new Map<string, Cookie[]>();

/**
 * `path`: where the page opens (the site's home page by default); `context`: adds to the
 * context's options; `prepare`: what the page needs before that first navigation (a pinned
 * clock, a route), run once the session cookie is in the context.
 */
type MemberPageOptions = { path?: string; context?: BrowserContextOptions; prepare?: (page: Page) => Promise<void> };

/**
 * The organization's owner in a browser context of the running test's own: signed in
 * through the API (the session cookie put into the fresh context, as the login form's
 * answer would), already on the site's home page (or `path`), closed when the test
 * finishes. Call it in a test or in a `beforeEach`, so that each journey starts from a
 * page of its own (`.only` runs one journey; one failure fails one test). Journeys about
 * the login form itself sign in through it (tests/e2e/account). `context` adds to the
 * context's options (a 1280 x 900 viewport unless it says otherwise).
 */
export async function ownerPage(org: Owned, options: MemberPageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  return memberPage(org, org.owner, options);
}

/**
 * Another account of the organization (a member or a customer) signed in the same way as
 * `ownerPage`: through the API, the session cookie in a fresh context of the running test's
 * own, on the site's home page (or `path`), closed when the test finishes. An organization
 * made on a shared server of its own (`createOrg(name, variantServer(...))`) is signed in and
 * opened there (its `port`).
 */
export async function memberPage(
  org: { host: string; port?: number },
  account: { email: string; password: string },
  options: MemberPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await visitorPage(options.context);
  const key = `${org.host} ${account.email}`;
  const session = sessions.get(key);
  if (session) await context.addCookies(session);
  else {
    await signInByCookie(page, org.host, account.email, account.password, org.port);
    sessions.set(key, await context.cookies());
  }
  await options.prepare?.(page);
  await page.goto(pageUrl(org.host, options.path ?? "/", org.port));
  return { context, page };
}

/** A blank page in a fresh context of the running test's own (no one signed in), closed when the test finishes. */
export async function visitorPage(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  // A connection of the test's own to the run's shared Chromium; closing it closes the context.
  const browser = await launchBrowser();
  onTestFinished(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return { context, page: await context.newPage() };
}
