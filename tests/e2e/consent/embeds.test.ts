import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl, requestsSettled } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { addSectionMetric, createMetric, createSection, saveCookieCategories } from "../../support/fixtures";

/**
 * YouTube and Vimeo wait for consent (issue 21 "Blocked until consent"): before a
 * choice the page asks neither service for anything (the browser's network log);
 * "Load once" loads the player for this page view only; "Always allow" records
 * consent for the service and the player loads at once on later visits; Reject all
 * keeps the placeholder. Keyboard operable, axe clean. This machine has no internet:
 * the players' requests are answered by a stand-in page, and the test asserts that
 * they were made and where to, not what the player shows.
 */
const THIRD_PARTY = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|vimeo\.com|vimeocdn\.com)$/i;
const thirdParty = (request: Request) => {
  try {
    return THIRD_PARTY.test(new URL(request.url()).hostname);
  } catch {
    return false;
  }
};

describe("videos that wait for consent", () => {
  let browser: Browser;
  let org: TestOrg;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Embed Studio", undefined, { language: "en" });
    const page = await api(org.host, "/api/pages", { method: "POST", body: { title: "Videos", slug: "videos" }, token: org.owner.token });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    const hero = await api(org.host, "/api/hero-sections", {
      method: "POST",
      body: { url_page: "/videos", title: "Watch us work", image: "https://vimeo.com/76979871" },
      token: org.owner.token,
    });
    expect(hero.status, JSON.stringify(hero.body)).toBe(201);
    const section = await createSection(org, { url_page: "/videos", section_title: "Films" });
    const metric = await createMetric(org, { title: "Studio tour", image: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    await addSectionMetric(org, section.id, metric.id);
    // The site declares YouTube as a cookie service (Global Settings → Cookies), so "Always allow" can record it.
    await saveCookieCategories(org, [
      {
        name: "Essential",
        description: "Needed for the site to work",
        cookie_service: [{ name: "Session", description: "Keeps you signed in", active: true }],
      },
      {
        name: "Marketing",
        description: "Videos and more",
        cookie_service: [
          { name: "YouTube", description: "Videos" },
          { name: "Vimeo", description: "Videos" },
        ],
      },
    ]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A visitor's tab logging every request; the players' pages are answered by a stand-in (no internet here). */
  async function visitor(): Promise<{ context: BrowserContext; page: Page; requests: Request[] }> {
    const { context, page } = await newPage(browser);
    const requests: Request[] = [];
    context.on("request", (request) => requests.push(request));
    await context.route(
      (url) => THIRD_PARTY.test(url.hostname),
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Player</title><p>Player</p>" }),
    );
    return { context, page, requests };
  }

  const youtube = (page: Page) => page.locator('[data-embed="youtube"]');
  const vimeo = (page: Page) => page.locator('[data-embed="vimeo"]');
  /** Opens /videos and waits until both placeholders have hydrated. */
  async function open(page: Page) {
    expect((await page.goto(pageUrl(org.host, "/videos")))?.status()).toBe(200);
    await page.locator("[data-embed][data-embed-ready]").nth(1).waitFor();
  }
  const frameOf = (embed: Locator) => embed.locator("iframe");
  /** Where the element is in the document (not the viewport: a click may scroll), and its size. */
  const placeOf = (element: Locator) =>
    element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { top: box.top + window.scrollY, left: box.left + window.scrollX, width: box.width, height: box.height };
    });

  it("asks YouTube and Vimeo for nothing before a choice, and shows placeholders of the players' size", async () => {
    const { context, page, requests } = await visitor();
    await open(page);
    // The banner asks (1.5 s after load): until the visitor answers, neither service hears of the visit.
    await page.getByRole("region", { name: "Privacy & Cookies" }).waitFor();
    await requestsSettled(page);
    expect(requests.filter(thirdParty).map((r) => r.url())).toEqual([]);
    await expect.poll(() => page.locator("iframe").count()).toBe(0);
    expect(await context.cookies()).toEqual([]);

    const metric = youtube(page);
    await metric.getByRole("group", { name: "YouTube video: Studio tour" }).waitFor();
    await metric.getByText("This video is hosted by YouTube. Loading it lets YouTube set cookies and see your visit.").waitFor();
    await vimeo(page).getByRole("group", { name: "Vimeo video: Watch us work" }).waitFor();
    // 16:9 in the metric card, as the player will be.
    const box = (await metric.boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    expect(await axeViolations(page, '[data-embed="youtube"]')).toEqual([]);
    expect(await axeViolations(page, '[data-embed="vimeo"]')).toEqual([]);
    await context.close();
  });

  it("Load once loads the player from youtube-nocookie.com without moving the page, for this page view only", async () => {
    const { context, page, requests } = await visitor();
    await open(page);
    const metric = youtube(page);
    const before = await placeOf(metric);
    const footerBefore = await placeOf(page.locator("footer").last());
    const player = page.waitForRequest((request) => request.url().startsWith("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"));
    await metric.getByRole("button", { name: "Load once" }).click();
    await player;
    const frame = frameOf(metric);
    await expect.poll(() => frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    await expect.poll(() => frame.getAttribute("title")).toBe("Studio tour (YouTube)");
    await expect.poll(() => frame.getAttribute("loading")).toBe("lazy");
    await expect.poll(() => frame.getAttribute("allow")).toContain("encrypted-media");
    await expect.poll(() => metric.getAttribute("data-embed-state")).toBe("loaded");
    // The player takes the placeholder's very box: nothing on the page moves.
    expect(await placeOf(metric)).toEqual(before);
    expect(await placeOf(frame)).toEqual(before);
    expect(await placeOf(page.locator("footer").last())).toEqual(footerBefore);
    // Only YouTube's player: the Vimeo video still waits.
    expect(requests.filter(thirdParty).every((r) => new URL(r.url()).hostname === "www.youtube-nocookie.com")).toBe(true);
    await expect.poll(() => frameOf(vimeo(page)).count()).toBe(0);

    // Once means once: after a reload the placeholder is back and nothing is asked of YouTube.
    requests.length = 0;
    await open(page);
    await requestsSettled(page);
    await expect.poll(() => youtube(page).getAttribute("data-embed-state")).toBe("placeholder");
    expect(requests.filter(thirdParty).map((r) => r.url())).toEqual([]);
    await context.close();
  });

  it("is operable with the keyboard: Tab reaches Load once, Always allow and the privacy settings; Enter loads and focuses the player", async () => {
    const { context, page } = await visitor();
    await open(page);
    const metric = youtube(page);
    await metric.getByRole("button", { name: "Load once" }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Always allow");
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Privacy settings");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Load once");
    await page.keyboard.press("Enter");
    await frameOf(metric).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    await context.close();
  });

  it("Always allow records consent for YouTube: the player loads, and at once on the next visit", async () => {
    const { context, page, requests } = await visitor();
    await open(page);
    const recorded = page.waitForResponse((response) => response.url().endsWith("/api/cookies/consent") && response.request().method() === "POST");
    await youtube(page).getByRole("button", { name: "Always allow" }).click();
    await frameOf(youtube(page)).waitFor();
    const record = await recorded;
    expect(record.status()).toBe(201);
    expect(record.request().postDataJSON()).toMatchObject({ action: "custom", source: "embed" });
    // The browser keeps the choice once the page has read the answer (a moment after the test sees it):
    // the next visit reads it from there.
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem("onsite-consent") ?? "{}") as { consent_id?: string }).consent_id))
      .toBe(record.request().postDataJSON().consent_id);

    requests.length = 0;
    // The frame is lazy: the browser asks for the player when it lays the frame out, a moment after it exists.
    const player = page.waitForRequest((request) => request.url().startsWith("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"));
    await open(page);
    // Consent given: the player is there without a press, and not playing on its own.
    await frameOf(youtube(page)).waitFor();
    await expect.poll(() => frameOf(youtube(page)).getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    await player;
    // Vimeo was not allowed: it still waits.
    await expect.poll(() => vimeo(page).getAttribute("data-embed-state")).toBe("placeholder");
    expect(requests.filter((r) => /vimeo/.test(new URL(r.url()).hostname))).toEqual([]);
    await context.close();
  });

  it("Reject all keeps the placeholders, and nothing is asked of either service", async () => {
    const { context, page, requests } = await visitor();
    await open(page);
    const banner = page.getByRole("region", { name: "Privacy & Cookies" }).or(page.getByRole("dialog", { name: "Privacy & Cookies" }));
    await banner.getByRole("button", { name: "Reject all" }).click();
    await banner.waitFor({ state: "hidden" });
    await requestsSettled(page);
    await expect.poll(() => page.locator('[data-embed][data-embed-state="placeholder"]').count()).toBe(2);
    expect(requests.filter(thirdParty).map((r) => r.url())).toEqual([]);

    requests.length = 0;
    await open(page);
    await requestsSettled(page);
    await expect.poll(() => page.locator("iframe").count()).toBe(0);
    expect(requests.filter(thirdParty).map((r) => r.url())).toEqual([]);
    await context.close();
  });

  it("Accept all loads both players at once; withdrawing in the privacy dialog puts the placeholders back", async () => {
    const { context, page, requests } = await visitor();
    await open(page);
    const banner = page.getByRole("region", { name: "Privacy & Cookies" });
    await banner.getByRole("button", { name: "Accept all" }).click();
    await frameOf(youtube(page)).waitFor();
    await frameOf(vimeo(page)).waitFor();
    // Loaded by consent, not by a press: no autoplay. Vimeo's player with Do Not Track.
    await expect.poll(() => frameOf(youtube(page)).getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    await expect.poll(() => frameOf(vimeo(page)).getAttribute("src")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    await expect.poll(() => frameOf(vimeo(page)).getAttribute("title")).toBe("Watch us work (Vimeo)");
    await expect
      .poll(() =>
        requests
          .filter(thirdParty)
          .map((r) => new URL(r.url()).hostname)
          .sort(),
      )
      .toEqual(["player.vimeo.com", "www.youtube-nocookie.com"]);
    expect(await axeViolations(page, '[data-embed="vimeo"]')).toEqual([]);

    // Withdrawing is as easy: the footer's Privacy settings, Reject All, and the players go.
    await page.locator("footer").getByRole("button", { name: "Privacy settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Privacy Settings" });
    await dialog.getByRole("button", { name: "Reject All" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.locator('[data-embed][data-embed-state="placeholder"]').count()).toBe(2);
    await expect.poll(() => page.locator("iframe").count()).toBe(0);
    await context.close();
  });

  it("the placeholder's Privacy settings opens the privacy dialog", async () => {
    const { context, page } = await visitor();
    await open(page);
    await youtube(page).getByRole("button", { name: "Privacy settings" }).click();
    await page.getByRole("dialog").filter({ hasText: "Save Settings" }).waitFor();
    await context.close();
  });
});
