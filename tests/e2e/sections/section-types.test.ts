import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { createOrg, type TestOrg } from "../../support/client";
import { addSectionMetric, createMetric, createPost, createSection, saveFaqs } from "../../support/fixtures";
import { visibleIsland } from "../../support/islands";

/** The faq, brand, article_slider and help_center section types as a visitor sees them (issue 20). */
describe("section types for a visitor", () => {
  let browser: Browser;
  let org: TestOrg;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Types Co", undefined, { language: "en" });
    await saveFaqs(org, [
      { question: "Do you ship abroad?", answer: "<p>Yes, to 40 countries.</p>" },
      { question: "Can I return an order?", answer: "<p>Within 30 days.</p>" },
    ]);
    for (const n of [1, 2, 3])
      await createPost(org, { title: `Story ${n}`, description: `Summary of story ${n}.`, display_config: { display_as_blog_post: true } });
    await createPost(org, {
      title: "Resetting your password",
      description: "How to choose a new password.",
      display_config: { is_help_center: true, help_center_order: 1 },
    });
    await createPost(org, {
      title: "Billing questions",
      description: "Invoices and receipts.",
      display_config: { is_help_center: true, help_center_order: 2 },
    });
    await createSection(org, { section_title: "Questions", section_type: "faq" });
    const brand = await createSection(org, { section_title: "Trusted by", section_type: "brand", grid_columns: 4 });
    for (const name of ["Acme", "Globex"]) {
      const metric = await createMetric(org, {
        title: name,
        image: `https://cdn.example.com/${name}.png`,
        description: `https://${name.toLowerCase()}.example/`,
      });
      await addSectionMetric(org, brand.id, metric.id);
    }
    await createSection(org, { section_title: "From the blog", section_type: "article_slider", grid_columns: 3 });
    await createSection(org, { section_title: "Help articles", section_type: "help_center" });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const section = (page: Page, type: string) => page.locator(`section[data-section-type="${type}"]`);

  it("shows each type's content, the FAQ opens by keyboard, and axe finds no violation in any of them", async () => {
    const { context, page } = await newPage(browser);
    expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);

    const faq = section(page, "faq");
    await expect.poll(() => faq.getByRole("heading", { level: 2 }).textContent()).toBe("Questions");
    const first = faq.locator("details").first();
    await expect.poll(() => first.getAttribute("open")).toBeNull();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => first.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await expect.poll(() => first.getByText("Yes, to 40 countries.").isVisible()).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => first.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);

    const brand = section(page, "brand");
    await expect.poll(() => brand.getByRole("link", { name: "Acme" }).getAttribute("href")).toBe("https://acme.example/");
    await expect.poll(() => brand.getByRole("img", { name: "Globex" }).count()).toBe(1);

    await expect
      .poll(() => section(page, "article_slider").getByRole("region", { name: "From the blog" }).getByRole("link", { name: "Story 3" }).count())
      .toBe(1);

    const help = section(page, "help_center");
    await expect.poll(() => help.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Resetting your password", "Billing questions"]);
    await expect.poll(() => help.getByRole("link", { name: /Visit the help center/ }).getAttribute("href")).toBe("/help-center");
    await help.getByLabel("Search the help center").fill("invoices");
    await expect.poll(() => help.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Billing questions"]);

    for (const type of ["faq", "brand", "article_slider", "help_center"]) {
      expect(await axeViolations(page, `section[data-section-type="${type}"]`), type).toEqual([]);
    }
    await context.close();
  });

  it("autoplays the article slider every 5 s on the page's clock, and the pause button stops it", async () => {
    const { context, page } = await newPage(browser);
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto(pageUrl(org.host, "/"));
    const carousel = section(page, "article_slider").getByRole("region", { name: "From the blog" });
    // grid_columns 3: two posts at a time, so three posts stop at two positions.
    await expect.poll(() => carousel.getAttribute("data-slider-visible")).toBe("2");
    // Its autoplay starts when it is on screen (an island hydrates then), not while it is scrolled away.
    await visibleIsland(carousel);
    await page.mouse.move(5, 5);
    await page.clock.runFor(4_900);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("0");
    await page.clock.runFor(200);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("1");
    await carousel.getByRole("button", { name: "Pause slides" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(12_000);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("1");
    await context.close();
  });
});
