import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { createSection } from "../../support/fixtures";

/**
 * Review stars (issue 36, item 4): a review's stars are filled exactly to its rating, and
 * the average's to the nearest half star, measured as painted: the filled layer's width
 * against the five stars' own width (not the card's or the row's).
 */
describe("review stars", () => {
  let browser: Browser;
  let org: TestOrg;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Stars Co", undefined, { language: "en" });
    const bundle = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const review = (author: string, rating: number) => ({ author, rating, text: `${author} says ${rating}.` });
    // 1 + 4 + 5 + 4 = 14 over four: an average of 3.5.
    const saved = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { version: bundle.body.version, reviews: [review("One", 1), review("Four", 4), review("Five", 5), review("Again", 4)] },
    });
    expect(saved.status).toBe(200);
    await createSection(org, { section_title: "Stars", section_type: "reviews", grid_columns: 2 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("fills 1, 4 and 5 of a review's five stars and 3.5 of the average's, each named with its rating", async () => {
    const { context, page } = await newPage(browser);
    expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
    const section = page.locator('section[data-section-type="reviews"]');
    const fill = async (name: string, within = section) => {
      const stars = within.getByRole("img", { name, exact: true });
      await stars.waitFor();
      // The first layer is the five grey stars; the last, the amber ones clipped to the rating.
      return stars.evaluate((element) => ({
        stars: element.firstElementChild!.getBoundingClientRect().width,
        filled: element.lastElementChild!.getBoundingClientRect().width,
        box: element.getBoundingClientRect().width,
      }));
    };
    const cases: [string, string, number][] = [
      ["One", "1 out of 5 stars", 1],
      ["Four", "4 out of 5 stars", 4],
      ["Five", "5 out of 5 stars", 5],
    ];
    for (const [author, name, rating] of cases) {
      const measured = await fill(name, section.locator("li", { hasText: `${author} says` }));
      expect(measured.stars, author).toBeGreaterThan(0);
      expect(Math.abs(measured.filled - (measured.stars * rating) / 5), `${author}: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(1);
      // The named box is the stars themselves (a card does not stretch it).
      expect(Math.abs(measured.box - measured.stars), author).toBeLessThanOrEqual(1);
    }
    const average = await fill("3.5 out of 5 stars", section.locator("[data-reviews-average]"));
    expect(Math.abs(average.filled - (average.stars * 3.5) / 5), JSON.stringify(average)).toBeLessThanOrEqual(1);
    await expect.poll(() => section.locator("[data-reviews-average] > span[aria-hidden]").textContent()).toBe("3.5");
    expect(await axeViolations(page, 'section[data-section-type="reviews"]')).toEqual([]);
    await context.close();
  });
});
