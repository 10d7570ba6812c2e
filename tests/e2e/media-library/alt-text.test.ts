import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { createPost } from "../../support/fixtures";
import { png, upload } from "../../api/media-library-support";

/** Once its file is in: the rendition the browser chose, and the picture around it. */
async function loaded(img: Locator) {
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  return img.evaluate((el) => ({
    currentSrc: (el as HTMLImageElement).currentSrc,
    width: el.getAttribute("width"),
    height: el.getAttribute("height"),
    inPicture: el.parentElement?.tagName === "PICTURE",
    shownWidth: Math.round(el.getBoundingClientRect().width),
    shownHeight: Math.round(el.getBoundingClientRect().height),
  }));
}

/**
 * Alt text from the media library (issue 36, item 10), as a visitor's browser gets it:
 * the site's logo and a post's text image are named by the file's alt text, and the
 * text image is a compact variant at the text's width, not the original file.
 */
describe("media library alt text in the browser", () => {
  let browser: Browser;
  let org: TestOrg;
  let slug: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Crumb Bakery", undefined, { language: "en" });
    const file = (await upload(org, { bytes: await png(1600, 1200), name: "loaf.png", type: "image/png" }, { alt: "A round loaf on the counter" })).body;
    const bundle = await api<{ version: number }>(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const logo = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { version: bundle.body.version, settings: { image: file.url } },
    });
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    slug = unique("loaf-").toLowerCase();
    await createPost(org, { title: "Our sourdough", slug, content: `<p>Baked at dawn.</p><p><img src="${file.url}"></p>` });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("names the logo and the post's image by the file's alt text; the image is an AVIF or WebP variant at the text's width; axe finds no violation", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    expect((await page.goto(pageUrl(org.host, `/${slug}`)))?.status()).toBe(200);
    const home = page.getByRole("link", { name: "Crumb Bakery, home page" });
    await home.waitFor();
    await expect.poll(() => home.locator("img").getAttribute("alt")).toBe("A round loaf on the counter");

    const image = page.locator("article").getByRole("img", { name: "A round loaf on the counter" });
    await image.scrollIntoViewIfNeeded();
    const shown = await loaded(image);
    expect(shown).toMatchObject({ inPicture: true, width: "1600", height: "1200" });
    // 390 px wide, 2 device pixels or 1: a variant of 640 or 1024 px, never the 1600 px original.
    expect(shown.currentSrc).toMatch(/-(320|640|1024)\.(avif|webp)$/);
    // Width and height keep its shape: 4:3 at the text's width.
    expect(Math.abs(shown.shownHeight - (shown.shownWidth * 3) / 4)).toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
