import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { ownerPage, visitorPage } from "../../support/owner-page";

const VIDEO = "https://videos.example.com/waves.webm";

/**
 * A short WebM (colours changing), recorded by the browser itself from a canvas: the
 * machine has no video file and no network. Served at VIDEO by a route of each page.
 */
async function recordWebm(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 36;
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(20), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const paint = () => {
      context.fillStyle = `hsl(${(frame += 40) % 360} 80% 50%)`;
      context.fillRect(0, 0, 64, 36);
    };
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    // The fixture is twelve painted frames long: the recording follows the frames, not a timer.
    await new Promise<void>((resolve) => {
      const next = () => {
        paint();
        if (frame >= 12 * 40) resolve();
        else requestAnimationFrame(next);
      };
      requestAnimationFrame(next);
    });
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  await context.close();
  return Buffer.from(bytes);
}

/** Global Settings → Hero Section's second button, buttons alignment and background video (issue 41, item 17), from the owner's form to the visitor's page. */
describe("Global Settings → Hero Section: second button, alignment, background video", () => {
  let browser: Browser;
  /** The owner's journey fills this one's hero. */
  let org: TestOrg;
  /** A hero with the fields already saved (through the same API), for the visitors' journeys. */
  let shown: TestOrg;
  let webm: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    [org, shown, webm] = await Promise.all([createOrg("Harbour Bakery"), createOrg("Quay Bakery"), recordWebm(browser)]);
    const heroData = {
      hero_font_family: "serif",
      button_secondary_text: "Visit us",
      button_secondary_url: "/contact",
      buttons_alignment: "right",
      background_video: VIDEO,
    };
    const saved = await api(shown.host, `/api/organizations/${shown.id}`, { method: "PUT", body: { heroData }, token: shown.owner.token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A visitor's page (reduced motion or not) with the video served. */
  async function visitor(reducedMotion: "reduce" | "no-preference") {
    const { page } = await visitorPage({ reducedMotion });
    await page.route(VIDEO, (route) => route.fulfill({ status: 200, contentType: "video/webm", body: webm }));
    await page.goto(pageUrl(shown.host, "/"));
    return page;
  }

  it("the owner fills the hero's new fields and saves them (no accessibility violation)", async () => {
    const { page } = await ownerPage(org);
    const modal = page.getByRole("dialog", { name: /^Global Settings/ });
    await createNew(page, "Global settings");
    await modal.getByRole("tab", { name: "Hero Section", exact: true }).click();
    await modal.getByText("Homepage hero banner configuration", { exact: true }).waitFor();

    await modal.getByLabel("Hero name (for editors)").fill("Spring hero");
    await modal.getByLabel("Font", { exact: true }).selectOption({ label: "Serif" });
    await modal.getByLabel("Second button's text", { exact: true }).fill("Visit us");
    await modal.getByLabel("Second button's link", { exact: true }).fill("/contact");
    await modal.getByLabel("Buttons alignment").selectOption({ label: "Right" });
    await modal.getByLabel("Background video").fill(VIDEO);
    await modal.getByText("Unsaved changes").waitFor();
    // The tab with every field filled (the second button's translations shown): no accessibility violation.
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole("button", { name: "Save" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).waitFor();
    await expect.poll(() => modal.getByText("Unsaved changes").count()).toBe(0);
    // What the owner typed is the home page's hero now (the visitors' journeys below show such a hero).
    const stored = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.website_hero;
    expect(stored).toMatchObject({
      hero_name: "Spring hero",
      hero_font_family: "serif",
      button_secondary_text: "Visit us",
      button_secondary_url: "/contact",
      buttons_alignment: "right",
      background_video: VIDEO,
    });
  });

  it("the visitor sees the second button with its link, the buttons on the right, and the video playing muted and inline", async () => {
    const page = await visitor("no-preference");
    const hero = page.locator("[data-hero-section]");
    const second = hero.getByRole("link", { name: "Visit us", exact: true });
    await expect.poll(() => second.getAttribute("href")).toBe("/contact");
    await expect.poll(() => hero.locator("[data-hero-buttons]").evaluate((row) => getComputedStyle(row).justifyContent)).toBe("flex-end");
    await expect.poll(() => hero.evaluate((section) => getComputedStyle(section).fontFamily)).toMatch(/^ui-serif/);
    const video = hero.locator('video[data-hero-video="video"]');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, inline: v.playsInline, loop: v.loop })))
      .toEqual({
        muted: true,
        inline: true,
        loop: true,
      });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    // Moving content that starts by itself can be paused (WCAG 2.2.2).
    await hero.getByRole("button", { name: "Pause background video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await hero.getByRole("button", { name: "Play background video" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("under reduced motion the video stays paused on its first frame until the visitor plays it", async () => {
    const page = await visitor("reduce");
    const hero = page.locator("[data-hero-section]");
    const video = hero.locator('video[data-hero-video="video"]');
    // The island has run (its button shows): the video is still paused, with its first frame loaded.
    const play = hero.getByRole("button", { name: "Play background video" });
    await play.waitFor();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= HTMLMediaElement.HAVE_METADATA)).toBe(true);
    // Never played, not even for a frame while the island hydrated.
    expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, played: v.played.length }))).toEqual({ paused: true, played: 0 });
    await play.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });
});
