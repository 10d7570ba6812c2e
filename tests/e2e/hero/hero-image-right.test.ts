import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { api, createOrg, type TestOrg } from "../../support/client";

/** A picture the browser can show without the network. */
const PICTURE =
  "data:image/svg+xml," +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#0ea5e9"/></svg>');

/**
 * Hero image "Right" (issue 36, item 11): with the hero's one column (the default), the
 * image stands to the right of the text from 768 px up, on the site and in the editor's
 * preview; on a phone the two are stacked, the text first.
 */
describe("a hero's image placed Right", () => {
  let browser: Browser;
  let org: TestOrg;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    const [starter] = (await api(org.host, "/api/hero-sections?url_page=/")).body;
    const set = await api(org.host, `/api/hero-sections/${starter.id}`, {
      method: "PUT",
      token: org.owner.token,
      // Words that wrap in their column (the organization's name is one long word).
      body: {
        title: "Fresh bread every morning",
        image: PICTURE,
        image_style: { position: "right", width: 400, height: 300 },
        background_style: { column: 1 },
      },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The title's and the image's boxes (in the editor's preview the image is its resizable box). */
  const boxes = async (scope: Locator, image = "[data-hero-media]") => ({
    title: (await scope.locator("[data-hero-title]").boundingBox())!,
    image: (await scope.locator(image).boundingBox())!,
  });

  it("stands right of the title at 1280 px and under it at 390 px on the site", { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(pageUrl(org.host, "/"));
    const hero = page.locator("[data-hero-section]");
    const wide = await boxes(hero);
    expect(wide.image.x).toBeGreaterThanOrEqual(wide.title.x + wide.title.width);
    expect(await axeViolations(page, "[data-hero-section]")).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await boxes(hero)).image.y >= (await boxes(hero)).title.y + (await boxes(hero)).title.height).toBe(true);
    await context.close();
  });

  it("stands right of the title in the editor's preview too", { timeout: 240_000 }, async () => {
    const { context, page } = await ownerPage(org);
    await page.getByRole("button", { name: "Edit hero: Fresh bread every morning" }).click();
    const preview = page.getByRole("dialog", { name: /^Edit Hero Section/ }).locator("[data-hero-preview]");
    await preview.locator("[data-resizable-media]").waitFor();
    const shown = await boxes(preview, "[data-resizable-media]");
    expect(shown.image.x).toBeGreaterThanOrEqual(shown.title.x + shown.title.width);
    await context.close();
  });
});
