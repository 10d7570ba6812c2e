/**
 * npm run bench:members: a member's page on the islands renderer (issue 40, step 4), in
 * Chromium (playwright-core, /usr/bin/chromium), on PGlite; a measurement, not a test.
 *
 * - "Edit controls after first paint": from the first contentful paint of the owner's home
 *   page to the first enabled "Edit section: …" button (the editing chunk, the session
 *   answer, the UI texts and the editors' list loaded), p50 of 10 loads in one browser
 *   context (its cache warm after one load not counted, as a member moving between pages).
 * - "Save visible after Update": from the click on the section editor's Update to its new
 *   title on the page (the save, the page's fresh HTML fetched and swapped in), p50 of 10
 *   saves in one page.
 *
 * Both are read on the page's own clock (`performance.now()`), the end seen at the next
 * animation frame. The seeded site is `npm run bench`'s (8 sections × 6 metrics).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/support/chromium";
import { call, siteUrl } from "./client";
import { pglite } from "./database";
import { cleanUp, handleSignals, onCleanUp } from "./lifecycle";
import { newTitle } from "./saves";
import { seedSite } from "./seed";
import { startBenchServer } from "./server";
import { latency, round, type Latency } from "./stats";

const LOADS = 10;
const SAVES = 10;
const PASSWORD = "bench-password-9";

const show = (label: string, figures: Latency, values: number[]) =>
  console.log(
    `${label}: p50 ${round(figures.p50)} ms (min ${round(Math.min(...values))}, max ${round(figures.max)}; n = ${figures.n}) [${values.map((v) => Math.round(v)).join(", ")}]`,
  );

/** Milliseconds from the first contentful paint to the first enabled Edit button of a fresh load. */
async function editControlsAfterPaint(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: "commit" });
  const ready = await page.waitForFunction(
    () => {
      const button = document.querySelector<HTMLButtonElement>('button[aria-label^="Edit section:"]');
      return button && !button.disabled ? performance.now() : false;
    },
    undefined,
    { polling: "raf", timeout: 60_000 },
  );
  const at = (await ready.jsonValue()) as number;
  const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
  if (paint === null) throw new Error("the page reported no first contentful paint");
  return at - paint;
}

/** Milliseconds from the click on Update to the section's new title on the page. */
async function saveVisible(page: Page, title: string, next: string): Promise<number> {
  await page.getByRole("button", { name: `Edit section: ${title}` }).click();
  const editor = page.getByRole("dialog", { name: /Edit Template Section/ });
  await editor.getByLabel("Section title").fill(next);
  await page.evaluate(() => {
    const marks = window as unknown as { updateAt?: number };
    marks.updateAt = undefined;
    document.addEventListener(
      "click",
      (event) => {
        if ((event.target as Element).closest("button")?.textContent?.trim() === "Update") marks.updateAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await editor.getByRole("button", { name: "Update", exact: true }).click();
  const seen = await page.waitForFunction(
    (text) => {
      const heading = [...document.querySelectorAll("main h1, main h2, main h3")].some((element) => element.textContent?.trim() === text);
      return heading ? performance.now() : false;
    },
    next,
    { polling: "raf", timeout: 60_000 },
  );
  const at = (await seen.jsonValue()) as number;
  const clicked = await page.evaluate(() => (window as unknown as { updateAt?: number }).updateAt);
  if (clicked === undefined) throw new Error("the click on Update was not seen");
  await editor.waitFor({ state: "detached" });
  return at - clicked;
}

async function main() {
  handleSignals();
  const root = path.resolve(import.meta.dirname, "..");
  execFileSync(process.execPath, [path.join(root, "scripts/ensure-build.mjs")], { cwd: root, stdio: "inherit" });
  const database = pglite();
  const server = await startBenchServer(database);
  const site = await seedSite(server.port, server.adminToken);
  const home = siteUrl(site);
  const html = await call(site, "/");
  if (html.text.includes("__next_f") || !html.text.includes("/_onsite/islands/")) throw new Error("the home page is not the islands renderer's");

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  onCleanUp("close Chromium", () => browser.close());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const signIn = await call(site, "/api/auth/sign-in/email", { method: "POST", body: { email: "owner@bench.test", password: PASSWORD } });
  const setCookie = signIn.headers["set-cookie"];
  const cookies = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((header) => {
    const [pair] = header.split(";");
    const at = pair!.indexOf("=");
    return { name: pair!.slice(0, at).trim(), value: pair!.slice(at + 1).trim(), domain: site.host, path: "/", httpOnly: true, sameSite: "Lax" as const };
  });
  if (cookies.length === 0) throw new Error("the owner's sign-in set no cookie");
  await context.addCookies(cookies);
  const page = await context.newPage();

  await editControlsAfterPaint(page, home); // warm-up: the browser's cache, the server's render
  const loads: number[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await editControlsAfterPaint(page, home));

  const section = site.sections[0]!;
  let title = section.title;
  const saves: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const next = newTitle(section.title);
    saves.push(await saveVisible(page, title, next));
    title = next;
  }
  console.log(
    `Members on the islands renderer (${site.sections.length} sections; PGlite; load average ${(await import("node:os"))
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(" ")})`,
  );
  show("Edit controls after first paint", latency(loads), loads);
  show("Save visible after Update", latency(saves), saves);
}

main()
  .then(async () => {
    await cleanUp();
    process.exit(0);
  })
  .catch(async (error) => {
    console.error("bench:members failed:", error instanceof Error ? error.message : error);
    await cleanUp();
    process.exit(1);
  });
