import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { addSectionMetric, createMetric, createSection } from "../../support/fixtures";

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 800 };

/** Template sections as a visitor sees them (spec/visitor.md "Template section rendering", "Slider"). */
describe("template sections for a visitor", () => {
  let browser: Browser;
  let org: TestOrg;
  let grid: { id: number; metricIds: number[] };
  let slider: { id: number; metricIds: number[] };
  let single: { id: number };

  /** A section with a new library metric for each of `metrics`, added in order. */
  async function sectionWith(body: Record<string, unknown>, metrics: Record<string, unknown>[]) {
    const section = await createSection(org, body);
    const metricIds: number[] = [];
    for (const fields of metrics) {
      const metric = await createMetric(org, fields);
      await addSectionMetric(org, section.id, metric.id);
      metricIds.push(metric.id);
    }
    return { id: section.id, metricIds };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    grid = await sectionWith(
      {
        url_page: "/",
        section_title: "Why teams pick us",
        section_title_translation: { es: "Por qué nos eligen" },
        section_description: "<p>Built <strong>fast</strong> for everyone.<script>window.__pwned = 1</script></p>",
        section_description_translation: { es: "<p>Hecho <strong>rápido</strong> para todos.</p>" },
        grid_columns: 4,
        is_gradient: true,
        gradient: { from: "blue-800", via: "indigo-900", to: "slate-900" },
        is_section_title_aligned_center: true,
      },
      ["Speed", "Safety", "Scale", "Support"].map((title) => ({
        title,
        title_translation: { es: `${title} ES` },
        description: `<p>${title} for every site.</p>`,
      })),
    );
    slider = await sectionWith(
      { url_page: "/stories", section_title: "Customer stories", grid_columns: 3, is_slider: true },
      ["One", "Two", "Three", "Four"].map((title) => ({ title, description: `<p>Story ${title}</p>`, is_card_type: true })),
    );
    single = await sectionWith({ url_page: "/stories", section_title: "Lonely slider", is_slider: true }, [{ title: "Alone", description: "<p>Only one</p>" }]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const section = (page: Page, id: number) => page.locator(`[data-section-id="${id}"]`);
  const tracks = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).gridTemplateColumns.trim().split(/\s+/).length);

  it("shows the home hero, then the section's title, description and metrics in order in a grid", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
    await page.getByTestId("site-title").waitFor();
    const s = section(page, grid.id);
    await expect.poll(() => s.getAttribute("data-section-type")).toBe("general");
    await expect.poll(() => s.getByRole("heading", { level: 2 }).textContent()).toBe("Why teams pick us");
    await expect.poll(() => s.textContent()).toContain("Built fast for everyone.");
    // The block's frame puts its edit slot first, so a member's Edit button comes before the section in tab order.
    const frame = page.locator(`[data-block-type="template_section"][data-block-id="${grid.id}"]`);
    expect(await frame.locator("[data-block-edit-slot]").evaluate((el) => el === el.parentElement!.firstElementChild)).toBe(true);
    await expect.poll(() => frame.locator("section[data-section-id]").count()).toBe(1);
    const ids = await s.locator("[data-metric-id]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-metric-id"))));
    expect(ids).toEqual(grid.metricIds);
    await expect.poll(() => s.locator("[data-metric-id] h3").allTextContents()).toEqual(["Speed", "Safety", "Scale", "Support"]);
    expect(await tracks(s.locator("[data-metrics-grid]"))).toBe(4);
    // The hero comes first.
    const order = await page.evaluate(() => {
      const hero = document.querySelector('[data-testid="site-title"]')!;
      const first = document.querySelector("[data-section-id]")!;
      return hero.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await context.close();
  });

  it("paints the gradient, renders rich text bold and never a script", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(pageUrl(org.host, "/"));
    const s = section(page, grid.id);
    await expect.poll(() => s.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("linear-gradient");
    const strong = s.locator("header strong");
    await expect.poll(() => strong.textContent()).toBe("fast");
    expect(Number(await strong.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(600);
    await expect.poll(() => page.locator("main script").count()).toBe(0);
    expect(await page.content()).not.toContain("__pwned");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // White text on the dark gradient.
    await expect
      .poll(() => s.getByRole("heading", { level: 2 }).evaluate((el) => getComputedStyle(el).color))
      .toMatch(/^(rgb\(255, 255, 255\)|color\(srgb 1 1 1\)|oklch\(1 0 0\))/);
    await context.close();
  });

  it("stacks the grid in one column on a 375 px phone", async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto(pageUrl(org.host, "/"));
    expect(await tracks(section(page, grid.id).locator("[data-metrics-grid]"))).toBe(1);
    await context.close();
  });

  it("shows the Spanish translation at /es", async () => {
    // The site publishes Spanish (an unpublished language redirects to the site's own).
    const published = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { settingsData: { supported_locales: ["en", "es"] } },
    });
    expect(published.status).toBe(200);
    const { context, page } = await newPage(browser, DESKTOP);
    expect((await page.goto(pageUrl(org.host, "/es")))?.status()).toBe(200);
    const s = section(page, grid.id);
    await expect.poll(() => s.getByRole("heading", { level: 2 }).textContent()).toBe("Por qué nos eligen");
    await expect.poll(() => s.textContent()).toContain("Hecho rápido para todos.");
    await expect.poll(() => s.locator("[data-metric-id] h3").allTextContents()).toEqual(["Speed ES", "Safety ES", "Scale ES", "Support ES"]);
    await context.close();
  });

  it("serves other pages through their sections and 404s a page without any", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    expect((await page.goto(pageUrl(org.host, "/stories")))?.status()).toBe(200);
    await expect.poll(() => page.locator("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual(["Customer stories", "Lonely slider"]);
    expect((await page.goto(pageUrl(org.host, "/no-such-page")))?.status()).toBe(404);
    await context.close();
  });

  async function slidesInView(carousel: Locator) {
    return carousel.evaluate((root) => {
      const box = root.querySelector("[data-slider-viewport]")!.getBoundingClientRect();
      return [...root.querySelectorAll("[data-slide]")].filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });
  }

  it("slides on its own on desktop, grid_columns − 1 at a time, and pauses on hover", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    // Time stands still unless the test moves it.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto(pageUrl(org.host, "/stories"));
    const carousel = page.getByRole("region", { name: "Customer stories" });
    await expect.poll(() => carousel.getAttribute("aria-roledescription")).toBe("carousel");
    await expect.poll(() => carousel.locator('[aria-roledescription="slide"]').count()).toBe(4);
    const ids = await carousel.locator("[data-slide] [data-metric-id]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-metric-id"))));
    expect(ids).toEqual(slider.metricIds);
    expect(await slidesInView(carousel)).toBe(2);
    await page.mouse.move(5, 5);
    // Autoplay every 5000 ms (spec/visitor.md §9): not before, then one step.
    await page.clock.runFor(4_900);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("0");
    await page.clock.runFor(200);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("1");
    // Hovering stops the timer.
    await carousel.hover();
    const held = await carousel.getAttribute("data-slider-index");
    await page.clock.runFor(12_000);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe(held);
    // The controls move it by hand, wrapping around.
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe(String((Number(held) + 1) % 3));
    await carousel.getByRole("button", { name: "Go to slide 1" }).click();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("2");
    await context.close();
  });

  it("shows 1 slide on a phone, does not autoplay there, and follows a swipe over 75 px", async () => {
    const { context, page } = await newPage(browser, MOBILE);
    // Time stands still unless the test moves it.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto(pageUrl(org.host, "/stories"));
    const carousel = page.getByRole("region", { name: "Customer stories" });
    await expect.poll(() => carousel.getAttribute("data-slider-visible")).toBe("1");
    expect(await slidesInView(carousel)).toBe(1);
    const box = (await carousel.locator("[data-slide]").first().boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(300, 250); // 50 px: too short
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("0");
    await swipe(300, 150);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("1");
    await swipe(100, 250);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("0");
    await page.mouse.move(370, 5);
    await page.clock.runFor(12_000);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("0");
    await context.close();
  });

  it("follows a real touch swipe on a touch phone", async () => {
    const context = await browser.newContext({ viewport: MOBILE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(pageUrl(org.host, "/stories"));
    const carousel = page.getByRole("region", { name: "Customer stories" });
    await expect.poll(() => carousel.getAttribute("data-slider-visible")).toBe("1");
    const box = (await carousel.locator("[data-slide]").first().boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const cdp = await context.newCDPSession(page);
    const touch = async (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    await touch("touchStart", 320);
    for (const x of [290, 250, 210, 170, 140]) await touch("touchMove", x);
    await touch("touchEnd", 140);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("1");
    await context.close();
  });

  it("has no controls with a single metric", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(pageUrl(org.host, "/stories"));
    const carousel = page.getByRole("region", { name: "Lonely slider" });
    await expect.poll(() => carousel.locator("[data-slide]").count()).toBe(1);
    await expect.poll(() => carousel.getByRole("button").count()).toBe(0);
    await expect.poll(() => page.locator(`[data-section-id="${single.id}"] button`).count()).toBe(0);
    await context.close();
  });
});
