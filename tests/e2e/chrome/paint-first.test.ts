import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { headerLogin, launchBrowser, newPage, pageUrl } from "../../support/browser";

// A visitor's page is shown before its scripts run: the islands renderer's document starts one
// module script, `async`, which blocks neither parsing nor the first paint (DESIGN.md "Visitor
// pages: HTML first, islands"; docs/decisions.md, issue 40 step 5). No deferral loader any more.
describe("a public page paints before its scripts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("starts with one async module script and no render-blocking one, fetches each script once, and then is ready", async () => {
    const { context, page } = await newPage(browser);
    const scriptRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scriptRequests.push(request.url());
    });
    await page.goto(pageUrl("localhost", "/"));
    // Ready: the header's Login button shows once the page's own scripts asked for the session.
    await headerLogin(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.islandsReady)).toBe("");
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null)).not.toBeNull();
    // No script fetched twice, none from the App Router.
    expect(scriptRequests.length).toBeGreaterThan(0);
    expect(scriptRequests.length).toBe(new Set(scriptRequests).size);
    expect(scriptRequests.filter((url) => new URL(url).pathname.startsWith("/_next/"))).toEqual([]);
    expect(await page.evaluate(() => "next" in window && (window as { next?: unknown }).next !== undefined)).toBe(false);

    // The document itself: one script to fetch, a module (deferred by nature) marked async. Inline
    // scripts are fetched from nowhere: only the small ones the page needs before its first paint
    // (the banners' dismissal check); the JSON block is data.
    const html = await (await page.request.get(pageUrl("localhost", "/"))).text();
    const fetched = (html.match(/<script\b[^>]*\ssrc=[^>]*>/g) ?? []).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/type="module"/);
    expect(fetched[0]).toMatch(/\basync\b/);
    expect(fetched[0]).toMatch(/src="\/_onsite\/islands\/entry-[^"]+\.js"/);
    const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!),
    );
    for (const [, , code] of inline) expect(code!.length).toBeLessThan(2_000);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html).not.toContain("self.__next_f");
    await context.close();
  });
});
