import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium";
import { api, server } from "./client";
import { watchCsp } from "./csp";
import { ISLANDS_READY_EVENT, PAGE_DATA_ID } from "@/platform/islands/page-data";

export { CHROMIUM } from "./chromium";

/** How long a wait or an action may take before it fails (the journey's own limit is longer). */
const ACTION_TIMEOUT = 60_000;

/**
 * The worker's Chromium: started at its first use and kept for the worker's later files (the
 * browser project shares a worker's modules). Playwright drives it from this process, with no
 * relay through another (docs/decisions.md, "A Chromium per test worker").
 */
let workerChromium: Promise<Browser> | undefined;

/**
 * The worker's Chromium for one test file or journey. Every context it opens reports
 * Content-Security-Policy violations (./csp.ts). Closing it closes the contexts opened
 * through it and leaves the worker's Chromium running.
 */
export async function launchBrowser(): Promise<Browser> {
  workerChromium ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const shared = await workerChromium;
  const opened = new Set<BrowserContext>();
  const view = Object.create(shared) as Browser;
  view.newContext = async (options) => {
    const context = await shared.newContext(options);
    opened.add(context);
    context.on("close", () => opened.delete(context));
    // Waits and actions get 60 s (Playwright's default is 30 s): on a slow day a busy server
    // took longer than that to answer a navigation that takes 1 s on a quiet machine.
    context.setDefaultTimeout(ACTION_TIMEOUT);
    await watchCsp(context);
    if (options?.javaScriptEnabled !== false) {
      await context.addInitScript(SCRIPTS_STARTED, STARTED_EVENT);
      context.on("page", waitForScriptsOnLoad);
    }
    return context;
  };
  view.newPage = async (options) => (await view.newContext(options)).newPage();
  view.contexts = () => [...opened];
  view.close = async () => {
    await Promise.all([...opened].map((context) => context.close().catch(() => {})));
  };
  return view;
}

/**
 * A page's `load` event can come before its scripts have made it answer: a click then would land
 * on a page that does not answer yet, as it would for a visitor that quick. Navigations through
 * the page's own `goto`, `reload` and `waitForURL` therefore also wait, as a visitor would, for
 * the page's scripts to have started. A public page (the islands renderer's, its JSON block) waits
 * for its entry's "islands ready"; a personal page (the App Router's: sign-in, account, tickets)
 * for Next's runtime, which sets `window.next` before it hydrates (an init script,
 * SCRIPTS_STARTED, turns that assignment into an event). A document with neither (a file, an
 * answer of the API) and a context without JavaScript do not wait.
 */
const STARTED_EVENT = "onsite:scripts-started";
const SCRIPTS_STARTED = (event: string) => {
  let next: unknown;
  Object.defineProperty(window, "next", {
    configurable: true,
    get: () => next,
    set: (value) => {
      next = value;
      window.dispatchEvent(new Event(event));
    },
  });
};

export async function scriptsStarted(page: Page, timeout = ACTION_TIMEOUT) {
  const started = () =>
    page.evaluate(
      ([nextFiles, event, pageData, ready]) =>
        new Promise<true>((resolve) => {
          // A page the islands renderer wrote: its entry says when the islands due at load and the widgets are there.
          if (document.getElementById(pageData)) {
            if (document.documentElement.dataset.islandsReady !== undefined) resolve(true);
            else document.addEventListener(ready, () => resolve(true), { once: true });
            return;
          }
          const nextPage = Array.from(document.scripts).some((script) => script.src.includes(nextFiles));
          if (!nextPage || (window as { next?: unknown }).next !== undefined) resolve(true);
          else window.addEventListener(event, () => resolve(true), { once: true });
        }),
      ["/_next/static/", STARTED_EVENT, PAGE_DATA_ID, ISLANDS_READY_EVENT] as const,
    );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The page's scripts did not start within ${timeout / 1000} s: ${page.url()}`)), timeout);
  });
  try {
    // A navigation under way destroys the document being asked: ask the next one.
    for (;;) {
      if (page.isClosed()) return;
      if (await Promise.race([started().catch(() => false), deadline])) return;
    }
  } finally {
    clearTimeout(timer);
  }
}

function waitForScriptsOnLoad(page: Page) {
  const { goto, reload, waitForURL } = { goto: page.goto.bind(page), reload: page.reload.bind(page), waitForURL: page.waitForURL.bind(page) };
  const afterLoad = async <T>(navigation: Promise<T>, waitUntil: string | undefined) => {
    const result = await navigation;
    if ((waitUntil ?? "load") === "load") await scriptsStarted(page);
    return result;
  };
  page.goto = (url, options) => afterLoad(goto(url, options), options?.waitUntil);
  page.reload = (options) => afterLoad(reload(options), options?.waitUntil);
  page.waitForURL = (url, options) => afterLoad(waitForURL(url, options), options?.waitUntil);
}

/** A page of the site at `host` on the test server (or on the shared server at `port`). */
export const pageUrl = (host: string, path = "/", port = server().port) => `http://${host}:${port}${path}`;

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the real /login form. */
export async function signInThroughForm(page: Page, host: string, email: string, password: string) {
  await page.goto(pageUrl(host, "/login"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs an account in through the API and puts its session cookie into the page's
 * context, as the login form's answer would: for journeys that are not about signing in
 * (the form's own journeys, in tests/e2e/account and tests/e2e/platform, use
 * `signInThroughForm`). A page load, hydration and a redirect less per sign-in.
 */
export async function signInByCookie(page: Page, host: string, email: string, password: string, port?: number) {
  const result = await api(host, "/api/auth/sign-in/email", { method: "POST", body: { email, password }, port });
  if (result.status !== 200) throw new Error(`sign-in of ${email} answered ${result.status}: ${JSON.stringify(result.body)}`);
  const cookies = (result.headers as unknown as { getSetCookie(): string[] }).getSetCookie().map((header) => {
    const [pair] = header.split(";");
    const at = pair!.indexOf("=");
    return { name: pair!.slice(0, at).trim(), value: pair!.slice(at + 1).trim(), domain: host, path: "/", httpOnly: true, sameSite: "Lax" as const };
  });
  if (!cookies.length) throw new Error(`sign-in of ${email} set no cookie`);
  await page.context().addCookies(cookies);
}

/** Signs the organization's owner in (session cookie from the API) and opens the home page, where the form's redirect lands. */
export async function signInAsOwner(page: Page, org: { host: string; owner: { email: string; password: string } }) {
  await signInByCookie(page, org.host, org.owner.email, org.owner.password);
  await page.goto(pageUrl(org.host, "/"));
}

/** Clicks an editing control (e.g. "Edit section: Pricing") once the editing shell has enabled it, and returns the editor dialog it opens. */
export async function openEditorFrom(page: Page, button: string, dialog: string | RegExp): Promise<Locator> {
  const control = page.getByRole("button", { name: button });
  await control.waitFor({ timeout: 20_000 });
  await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await control.elementHandle());
  await control.click();
  const editor = page.getByRole("dialog", { name: dialog });
  await editor.waitFor();
  return editor;
}

/**
 * Resolves once the page has sent a request after everything it sent before: the
 * browser reports requests in order, so a test that then finds no unwanted request
 * knows none was made (no fixed wait).
 */
export async function requestsSettled(page: Page) {
  const marker = `/api/session?settled=${Math.random().toString(36).slice(2)}`;
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(marker)), page.evaluate((url) => fetch(url).then(() => undefined), marker)]);
}

/**
 * Serves the page's chunk scripts through the test, as a slow network would: `hold(code)` sees
 * each chunk's code before the browser gets it and may keep it back (a promise); `served(code)`
 * hears of it once the browser has it. A page whose chunks are held is not "ready" (its widgets wait
 * for them): open it with `waitUntil: "domcontentloaded"`. Chunks are fetched from 127.0.0.1 (the test's side knows
 * no tenant host names; the chunks are the same for every host).
 */
export async function throttleChunks(page: Page, hold: (code: string) => Promise<void> | void, served: (code: string) => void = () => {}) {
  // The App Router's chunks, or the islands renderer's (scripts/build-islands.mjs).
  await page.route(/\/(_next\/static\/chunks|_onsite\/islands)\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch({ url: pageUrl("127.0.0.1", new URL(route.request().url()).pathname) });
    const code = await response.text();
    await hold(code);
    await route.fulfill({ response, body: code });
    served(code);
  });
}
/** Two animation frames: React has committed what the last event caused, and its effects have run. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** A toast shown since the last `markToastsSeen(page)` (toasts stay a few seconds, across steps and tests). */
export const newToast = (page: Page, text: string) => page.locator("[data-sonner-toast]:not([data-seen])").filter({ hasText: text });
export const markToastsSeen = (page: Page) =>
  page.evaluate(() => document.querySelectorAll("[data-sonner-toast]").forEach((shown) => shown.setAttribute("data-seen", "")));

/** Opens an editor as a member does: the floating "Create New" menu, then its entry. */
export async function createNew(page: Page, entry: string) {
  await page.getByRole("button", { name: "Create New" }).click();
  await page.getByRole("menu", { name: "Create New" }).getByRole("menuitem", { name: entry, exact: true }).click();
}

/**
 * A visitor's one sign-in entry: the header's Login button. It shows once the
 * page's session check has answered "signed out" (the members' bar is not there
 * for visitors), so waiting for it waits for that answer.
 */
export const headerLogin = (page: Page) => page.locator("header[data-site-header]").getByRole("button", { name: "Login" });

/** A signed-in customer's entry: the header's Profile menu (Account, Contact, Logout); customers get no members' bar. */
export const headerProfile = (page: Page) => page.locator("header[data-site-header] [data-profile-menu]").getByRole("button", { name: "Profile" });

/**
 * The page's writes from now on, as "METHOD /path" (every request but a GET), but for an open
 * editor's presence heartbeat (issue 43 §4: who else has the record open), which saves nothing.
 */
export function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && !new URL(r.url()).pathname.endsWith("/presence")) writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return writes;
}
