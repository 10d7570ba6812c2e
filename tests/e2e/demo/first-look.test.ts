import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";

/** How many of the images matched have loaded with pixels (a broken link has none); lazy ones are scrolled to first. */
async function imagesLoaded(page: Page, selector: string): Promise<number> {
  await page.locator(selector).first().waitFor();
  const widths = await page.locator(selector).evaluateAll((list) =>
    Promise.all(
      (list as HTMLImageElement[]).map((img) => {
        img.scrollIntoView();
        if (img.complete) return img.naturalWidth;
        return new Promise<number>((resolve) => {
          img.addEventListener("load", () => resolve(img.naturalWidth));
          img.addEventListener("error", () => resolve(0));
        });
      }),
    ),
  );
  return widths.filter((width) => width > 0).length;
}

/** A photograph of the media library: shown with its pixels, from a variant (AVIF or WebP at one of the library's widths). */
async function expectLibraryPhoto(img: Locator) {
  await img.waitFor();
  expect(await img.getAttribute("src")).toMatch(/^\/api\/media\/files\//);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0))).toBeGreaterThan(0);
  expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/^https?:\/\/[^/]+\/api\/media\/files\/[^/]+\/[0-9a-f]+-\d+\.(avif|webp)$/);
}

// The demo site that `npm start` shows first, as a visitor finds it.
describe("the demo site, a visitor's first look", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("has a header menu with a submenu, footer columns, and pages behind every link", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(pageUrl("localhost", "/"));
    const header = page.locator("header").first();
    await header.getByRole("link", { name: "About", exact: true }).waitFor();
    await header.getByRole("link", { name: "Services", exact: true }).waitFor();
    await header.getByRole("button", { name: "Resources" }).click();
    await page.getByRole("link", { name: /^Blog/ }).first().waitFor();
    await page
      .getByRole("link", { name: /^Help center/ })
      .first()
      .waitFor();

    const footer = page.locator("footer[data-site-footer]");
    await expect.poll(() => footer.getByText("No menu items available").count()).toBe(0);
    await footer.getByText("Resources", { exact: true }).waitFor();
    await footer.getByRole("link", { name: "About", exact: true }).waitFor();
    // The home page: hero, the demo's sections, the contact details and the latest posts.
    await page.getByRole("heading", { name: "Talk to us" }).waitFor();
    await page.getByText("hello@onsite.local").first().waitFor();
    await page.getByRole("heading", { name: "Edit your website without leaving it" }).first().waitFor();
    await page.getByRole("heading", { name: "Build your site in place" }).first().waitFor();
    await header.getByText("Onsite Demo", { exact: true }).first().waitFor();
    // Each "What you can build" card shows its picture; every image of the page loads.
    for (const card of ["Landing pages", "A multilingual site", "A help center"]) {
      expect(await page.locator("article[data-card]").filter({ hasText: card }).locator("img").count(), card).toBe(1);
    }
    expect(await imagesLoaded(page, "main img")).toBe(await page.locator("main img").count());
    expect(await axeViolations(page)).toEqual([]);
    // A real photograph in the hero, from the media library: its alt text, served as an AVIF or WebP variant.
    await expectLibraryPhoto(page.locator("[data-hero-section]").getByRole("img", { name: "Tall dune grass in the wind above a calm blue sea" }));

    for (const [path, heading] of [
      ["/about", "We help people run"],
      ["/services", "Everything your"],
    ] as const) {
      const response = await page.goto(pageUrl("localhost", path));
      expect(response?.status()).toBe(200);
      await page
        .getByRole("heading", { name: new RegExp(heading) })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.goto(pageUrl("localhost", "/about"));
    expect(await imagesLoaded(page, "main img")).toBe(await page.locator("main img").count());
    await expectLibraryPhoto(page.getByRole("img", { name: "A red and gold marigold in bloom in a sunny garden" }));
    await context.close();
  });

  it("has three blog posts with cover images and headings, and two help-center articles", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(pageUrl("localhost", "/blog"));
    for (const title of ["Edit your website without leaving it", "One site, eleven languages", "Why a shared cache makes every page fast"]) {
      await page.getByRole("link", { name: title }).first().waitFor();
    }
    expect(await imagesLoaded(page, "main img")).toBe(3);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "One site, eleven languages" }).first().click();
    await page.getByRole("heading", { level: 2, name: "Translate where you write" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(pageUrl("localhost", "/help-center"));
    await page.getByText("Getting started with your site").first().waitFor();
    await page.getByText("Inviting your team").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
