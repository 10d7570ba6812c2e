/**
 * Issue 40's visitor JavaScript, as Chromium loads it (playwright-core, /usr/bin/chromium): every
 * script a signed-out visitor's browser fetches, with the bytes on the wire (gzip as served).
 *
 * - The demo home page with every widget present (cookie banner, banners, language switch and
 *   suggestion, help button, meeting button, basket, slider), its scripts once the islands are
 *   ready and the network is idle, the page scrolled to its end so that every `visible` island
 *   hydrates: the budget is 75 kB gzip in all.
 * - A blog post read by a visitor who has made the cookie choice (Accept all on the home page
 *   first), nothing scrolled: which scripts it loads, and whether React is among them (a file with
 *   React's error address in it).
 *
 * Dialogs and editors load when used and are not counted.
 */
import { chromium, type Page, type Response } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/support/chromium";

export type LoadedScripts = { files: { url: string; wireBytes: number; react: boolean }[]; wireBytes: number; react: boolean };

/** Collects the page's script responses from now on; `settle()` waits for the islands and an idle network, then answers them. */
function scriptsOf(page: Page) {
  const seen: Promise<LoadedScripts["files"][number]>[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    seen.push(
      (async () => {
        const [sizes, body] = await Promise.all([response.request().sizes(), response.text()]);
        return { url: new URL(response.url()).pathname, wireBytes: sizes.responseBodySize, react: body.includes("react.dev/errors") };
      })(),
    );
  });
  return async (): Promise<LoadedScripts> => {
    await page.waitForFunction(() => document.documentElement.dataset.islandsReady !== undefined);
    await page.waitForLoadState("networkidle");
    const files = await Promise.all(seen);
    return { files, wireBytes: files.reduce((sum, file) => sum + file.wireBytes, 0), react: files.some((file) => file.react) };
  };
}

export async function measureBrowserScripts(origin: string, postPath: string): Promise<{ home: LoadedScripts; post: LoadedScripts }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const homeScripts = scriptsOf(page);
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => document.documentElement.dataset.islandsReady !== undefined);
    // Every visible island hydrates once on screen: scroll the page through, then back.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    const home = await homeScripts();
    // The cookie choice, as a returning visitor has made it.
    await page.getByRole("button", { name: "Accept all", exact: true }).click();
    await page.waitForLoadState("networkidle");
    // A later visit: the choice kept (its cookie and storage), the browser's cache empty, so every file is counted.
    const returning = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: await context.storageState() });
    await context.close();
    const reader = await returning.newPage();
    const postScripts = scriptsOf(reader);
    await reader.goto(`${origin}${postPath}`);
    const post = await postScripts();
    await returning.close();
    return { home, post };
  } finally {
    await browser.close();
  }
}
