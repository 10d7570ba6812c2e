import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { createPost } from "../../support/fixtures";

/**
 * Plain links, prefetched (issue 40; src/platform/http/speculation-rules.ts): a public
 * page names the site's prefetch rules in its `Speculation-Rules` header, and Chromium
 * fetches a same-site page when the visitor's pointer rests on its link, so the click
 * shows it from what was prefetched; never the account pages, never an address with a query.
 */
describe("same-site prefetch", () => {
  let browser: Browser;
  let org: TestOrg;
  let slug: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Chromium prefetches over https only, or from a loopback host: `*.localhost` is one.
    org = await createOrg(undefined, undefined, { host: `${unique("prefetch")}.localhost` });
    slug = (await createPost(org, { title: "Prefetched post", description: "Read me next.", display_config: { display_as_blog_post: true } })).slug;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("public pages name the rules; the rules leave out the account pages and queries", async () => {
    const home = await api(org.host, "/");
    expect(home.headers.get("speculation-rules")).toBe('"/api/speculation-rules"');
    const rules = await api(org.host, "/api/speculation-rules");
    expect(rules.headers.get("content-type")).toBe("application/speculationrules+json");
    const text = JSON.stringify(rules.body);
    for (const path of ["/login", "/account", "/admin", "/:language/login/*"]) expect(text).toContain(`"${path}"`);
    expect(text).toContain("[href*='?']");
    const account = await api(org.host, "/account");
    expect(account.headers.get("speculation-rules")).toBeNull();
  });

  it("fetches a post when the pointer rests on its link, and the click shows it from that fetch", async () => {
    const { context, page } = await newPage(browser);
    // What Chromium prefetched, as its DevTools protocol reports it (the network events of a page do not show prefetches).
    const cdp = await context.newCDPSession(page);
    const prefetched: { url: string; status: string }[] = [];
    cdp.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) =>
      prefetched.push({ url: new URL(prefetchUrl).pathname + new URL(prefetchUrl).search, status }),
    );
    // The links the rules make candidates (whether or not the pointer comes to them), as Chromium last listed them.
    let candidates: string[] = [];
    cdp.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
      candidates = preloadingAttemptSources.map(({ key }) => new URL(key.url).pathname + new URL(key.url).search);
    });
    await cdp.send("Preload.enable");
    await page.goto(pageUrl(org.host, "/blog"));
    // The footer's Login link (a widget, mounted after the page) is on the page, and no candidate.
    await page.locator('[data-widget="footer-profile"]').getByRole("link", { name: "Login" }).waitFor();
    await expect.poll(() => candidates).toContain(`/${slug}`);
    expect(candidates.filter((url) => url.includes("?") || /login|account/.test(url))).toEqual([]);
    const link = page.locator("main").getByRole("link", { name: "Prefetched post" }).first();
    await link.hover();
    await expect.poll(() => prefetched).toContainEqual({ url: `/${slug}`, status: "Ready" });
    await link.click();
    await page.getByRole("heading", { level: 1, name: "Prefetched post" }).waitFor();
    expect(
      await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType),
    ).toBe("navigational-prefetch");
    expect(prefetched.filter(({ url }) => url.includes("?") || /login|account/.test(url))).toEqual([]);
    await context.close();
  });
});
