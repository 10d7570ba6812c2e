import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { headerLogin, launchBrowser, newPage, pageUrl } from "../../support/browser";
import { loaderChunks } from "@/platform/http/defer-scripts";

// A visitor's page is shown before its scripts are fetched; then it hydrates
// (docs/decisions.md, "Scripts after the first paint").
describe("a public page paints before its scripts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("fetches the page's scripts only after its first contentful paint, each once, and then hydrates", async () => {
    const { context, page } = await newPage(browser);
    const chunkRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/_next/static/") && request.resourceType() === "script") chunkRequests.push(request.url());
    });
    await page.goto(pageUrl("localhost", "/"));
    // Hydrated: the header's Login button shows once the page's own scripts asked for the session.
    await headerLogin(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const timings = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      chunks: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/_next/static/") && new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }));
    expect(timings.firstContentfulPaint).not.toBeNull();
    expect(timings.chunks.length).toBeGreaterThan(0);
    for (const chunk of timings.chunks) expect(chunk.startTime, chunk.url).toBeGreaterThan(timings.firstContentfulPaint!);
    // No chunk fetched or run twice (React looks for its chunks as `script[async]`).
    expect(chunkRequests.length).toBe(new Set(chunkRequests).size);
    const scripts = await page.locator("script[src]").evaluateAll((list) => list.map((script) => script.getAttribute("src")));
    expect(scripts.length).toBe(new Set(scripts).size);

    // The document itself names no chunk script for the browser to fetch before it paints.
    const html = await (await page.request.get(pageUrl("localhost", "/"))).text();
    const chunkTags = html.match(/<script[^>]* src="\/_next\/static\/[^>]*>/g) ?? [];
    // (the legacy browsers' polyfills, `nomodule`, are never fetched by a browser that runs the rest)
    expect(chunkTags.filter((tag) => !/\snomodule/i.test(tag))).toEqual([]);
    expect(html).not.toMatch(/<link rel="preload" as="script"[^>]*href="\/_next\/static\//);
    // The chunks it starts with ask the browser to compile them as they stream in (docs/decisions.md,
    // "Compile hints for the chunks a page starts with").
    const startup = loaderChunks(html);
    expect(startup.length).toBeGreaterThan(0);
    for (const chunk of startup)
      expect((await (await page.request.get(pageUrl("localhost", chunk))).text()).startsWith("//# allFunctionsCalledOnLoad\n"), chunk).toBe(true);
    await context.close();
  });
});
