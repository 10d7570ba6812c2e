import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { addSectionMetric, createMetric, createSection, saveListings } from "../../support/fixtures";
import { png, upload } from "../../api/media-library-support";
import { layoutShifts, watchLayoutShifts } from "../../support/layout-shifts";

/** A library <img> once its file is in: what a visitor's browser chose and rendered. */
async function loaded(img: Locator) {
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  return img.evaluate((el) => ({
    currentSrc: (el as HTMLImageElement).currentSrc,
    width: el.getAttribute("width"),
    height: el.getAttribute("height"),
    loading: el.getAttribute("loading"),
    sizes: el.getAttribute("sizes"),
    alt: el.getAttribute("alt"),
    position: getComputedStyle(el).objectPosition,
    avif: el.parentElement?.querySelector("source[type='image/avif']")?.getAttribute("srcset") ?? null,
    webp: el.parentElement?.querySelector("source[type='image/webp']")?.getAttribute("srcset") ?? null,
    inPicture: el.parentElement?.tagName === "PICTURE",
  }));
}

/** Media library pictures (issue 25) beyond the hero: a metric card and a real estate listing, as a visitor on a phone gets them. */
describe("library pictures in sections", () => {
  let browser: Browser;
  let org: TestOrg;
  let address: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Picture Homes", undefined, { language: "en" });
    const file = await upload(org, { bytes: await png(1600, 1000), name: "terrace.png" }, { alt: "A sunny terrace" });
    expect(file.status).toBe(201);
    address = file.body.url;
    // The focal point chosen in the library is the crop's centre in the cards.
    expect((await api(org.host, `/api/media/${file.body.id}`, { method: "PATCH", token: org.owner.token, body: { focal_x: 25, focal_y: 75 } })).status).toBe(
      200,
    );
    const metric = await createMetric(org, { title: "Our terrace", image: address });
    const section = await createSection(org, { section_title: "Why us" });
    await addSectionMetric(org, section.id, metric.id);
    await saveListings(org, [
      { title: "Terrace flat", price: 120_000, currency: "EUR", status: "for_rent", images: [address, "/_onsite/demo/listing-flat.svg"] },
    ]);
    await createSection(org, { section_title: "Homes", section_type: "real_estate" });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("renders a metric's and a listing's library image as a <picture> with AVIF and WebP srcset, its size set, and no layout shift while it loads", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await watchLayoutShifts(page.context());
    expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);

    const metricImg = page.locator("[data-metric-id] img[data-library-image]");
    await metricImg.scrollIntoViewIfNeeded();
    const metric = await loaded(metricImg);
    expect(metric).toMatchObject({ inPicture: true, width: "1600", height: "1000", alt: "A sunny terrace", position: "25% 75%" });
    expect(metric.avif).toMatch(/-320\.avif 320w, \S+-640\.avif 640w, \S+-1024\.avif 1024w, \S+-1600\.avif 1600w$/);
    expect(metric.webp).toMatch(/-320\.webp 320w, /);
    // A phone 390 px wide downloads a small AVIF, not the 1600 px original.
    expect(metric.currentSrc).toMatch(/-(320|640)\.avif$/);

    const card = page.locator("[data-listing] img[data-library-image]");
    await card.scrollIntoViewIfNeeded();
    const listing = await loaded(card);
    expect(listing).toMatchObject({ inPicture: true, width: "1600", height: "1000", alt: "Terrace flat", loading: "lazy", position: "25% 75%" });
    expect(listing.avif).toMatch(/-320\.avif 320w/);
    expect(listing.webp).toMatch(/-320\.webp 320w/);
    expect(listing.sizes).toMatch(/calc\(100vw - 48px\)$/);
    expect(listing.currentSrc).toMatch(/-(320|640)\.avif$/);
    expect((await layoutShifts(page)).filter((shift) => !shift.hadRecentInput)).toEqual([]);

    // The listing's dialog: the library photo as a <picture>, the other address as a plain image.
    await page.getByRole("button", { name: "Terrace flat" }).click();
    const dialog = page.getByRole("dialog", { name: "Terrace flat" });
    const photo = dialog.locator("img[data-gallery-image]");
    expect(await loaded(photo)).toMatchObject({ inPicture: true, width: "1600", height: "1000", alt: "Terrace flat, image 1 of 2" });
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect.poll(() => photo.getAttribute("src")).toBe("/_onsite/demo/listing-flat.svg");
    await expect.poll(() => photo.getAttribute("data-library-image")).toBeNull();
    await context.close();
  });
});
