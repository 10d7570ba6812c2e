import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

/** A 1600×1000 photo-like PNG (a gradient) the browser can drop. */
async function picture(from: string, to: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64");
}

/** The media library (issue 25) as an owner uses it, and what a visitor then gets. */
describe("the media library", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("takes two dropped images with their alt text, sets a focal point, and puts one in the hero's background; a visitor gets AVIF/WebP srcset without layout shift", async () => {
    const editor = page.getByRole("dialog", { name: /^Edit Hero Section/ });
    await page.getByRole("button", { name: `Edit hero: ${org.name}` }).click();
    await editor.waitFor();
    await editor.getByRole("button", { name: /^Image Style/ }).click();
    const panel = editor.getByRole("dialog", { name: "Image Style" });
    await panel.getByRole("button", { name: "Choose from library" }).click();
    const library = page.getByRole("dialog", { name: "Media library" });
    await library.getByText("No files yet. Drop some above.").waitFor();

    // Two images dropped at once: each asks its alt text, then both upload with their own progress.
    const files = [
      { name: "harbour.png", b64: await picture("#0c4a6e", "#38bdf8") },
      { name: "bakery.png", b64: await picture("#7c2d12", "#fdba74") },
    ];
    await library.getByTestId("media-drop-zone").evaluate((zone, dropped) => {
      const transfer = new DataTransfer();
      for (const f of dropped) transfer.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: "image/png" }));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, files);
    await library.getByRole("button", { name: "Upload 2 files" }).click();
    await library.getByRole("alert").first().waitFor();
    await expect.poll(() => library.getByRole("alert").first().textContent()).toBe("Alt text is required for images (or mark the image as decorative)");
    await library.getByLabel("Alt text for harbour.png").fill("The harbour at dawn");
    await library.getByLabel("Alt text for bakery.png").fill("Fresh bread on the counter");
    // Each upload answers once its variants are made (five widths in three formats): seconds on a quiet machine, more on a busy one.
    const uploads = Promise.all(
      [0, 1].map(() => page.waitForResponse((r) => r.url().endsWith("/api/media") && r.request().method() === "POST", { timeout: 60_000 })),
    );
    await library.getByRole("button", { name: "Upload 2 files" }).click();
    expect((await uploads).map((r) => r.status())).toEqual([201, 201]);
    await library.getByRole("button", { name: "The harbour at dawn" }).waitFor();
    await library.getByRole("button", { name: "Fresh bread on the counter" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The harbour's focal point (lower left), then into the hero.
    await library.getByRole("button", { name: "The harbour at dawn" }).click();
    const details = library.getByRole("region", { name: "Details of harbour.png" });
    await details.getByLabel("Focal point across (%)").fill("30");
    await details.getByLabel("Focal point down (%)").fill("70");
    const patched = page.waitForResponse((r) => /\/api\/media\/\d+$/.test(r.url()) && r.request().method() === "PATCH");
    await details.getByRole("button", { name: "Save" }).click();
    expect((await patched).status()).toBe(200);
    await page.locator("[data-sonner-toast]").filter({ hasText: "File saved" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await library.getByRole("region", { name: "Details of harbour.png" }).getByRole("button", { name: "Use this file" }).click();
    await library.waitFor({ state: "detached" });
    await expect.poll(() => panel.getByTestId("metric-media-url").textContent()).toMatch(/^\/api\/media\/files\/[\w-]{16}$/);
    await editor.locator("label", { has: page.getByRole("radio", { name: "Background", exact: true }) }).click();
    const saved = page.waitForResponse((r) => /\/api\/hero-sections\/\d+$/.test(r.url()) && r.request().method() === "PUT");
    await editor.getByRole("button", { name: "Save Changes" }).click();
    expect((await saved).status()).toBe(200);
    await editor.waitFor({ state: "detached" });

    // The bakery picture in a metric (the field's stable address, as the metric form stores it).
    const stored = (await api(org.host, "/api/media?q=bread", { token: org.owner.token })).body.files[0];
    const metric = await api(org.host, "/api/metrics", {
      method: "POST",
      token: org.owner.token,
      body: { title: "Our bakery", description: "<p>Since 1990</p>", image: stored.url },
    });
    expect(metric.status).toBe(201);
    const used = await api(org.host, `/api/media/${stored.id}`, { method: "DELETE", token: org.owner.token });
    expect(used.status).toBe(409);
    expect(used.body.error).toBe("Used in: Metrics › Our bakery");

    // A visitor: the hero's background is a <picture> with AVIF and WebP variants, its size set, its focal point kept, no layout shift.
    const visitor = (await newPage(browser, { width: 390, height: 844 })).page;
    await visitor.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await visitor.goto(pageUrl(org.host, "/"));
    const img = visitor.locator("[data-hero-section] img[data-library-image]");
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await expect
      .poll(() => visitor.locator("[data-hero-section] picture source[type='image/avif']").getAttribute("srcset"))
      .toMatch(/-320\.avif 320w, .*-640\.avif 640w, .*-1024\.avif 1024w, .*-1600\.avif 1600w$/);
    await expect.poll(() => visitor.locator("[data-hero-section] picture source[type='image/webp']").getAttribute("srcset")).toMatch(/-320\.webp 320w/);
    await expect.poll(() => img.getAttribute("width")).toBe("1600");
    await expect.poll(() => img.getAttribute("height")).toBe("1000");
    await expect.poll(() => img.evaluate((el) => getComputedStyle(el).objectPosition)).toBe("30% 70%");
    // The phone downloaded a small AVIF, not the original.
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(/-(320|640|1024)\.avif$/);
    await visitor.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await visitor.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    await visitor.context().close();
  }, 240_000);
});
