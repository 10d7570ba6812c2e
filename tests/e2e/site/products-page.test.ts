import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { createOrg, type TestOrg } from "../../support/client";
import { saveSettingsList } from "../../support/fixtures";

/**
 * /products as a visitor meets it (issue 41, item 15; spec/site-admin.md §2.1, §2.5): the
 * organization's products under its type's products title, the breadcrumb ending in
 * that title, a product with a page of its own linked to it; no accessibility violations.
 */
describe("/products for a visitor", () => {
  let browser: Browser;
  let org: TestOrg;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Harbour Homes", undefined, { type: "realestate", language: "en" });
    await saveSettingsList(org, "products", [
      { name: "Harbour flat", description: "Two rooms by the water.", price: 32000000, currency_symbol: "€", url_name: "harbour-flat" },
      { name: "Garden house", description: "Four rooms and a garden." },
      { name: "Sold townhouse", is_displayed: false },
    ]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("lists the shown products under the type's title, with its breadcrumb, and passes axe", async () => {
    const { context, page } = await newPage(browser);
    expect((await page.goto(pageUrl(org.host, "/products")))?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Properties" }).waitFor();
    const products = page.locator("main [data-product]");
    expect(await products.getByRole("heading", { level: 2 }).allTextContents()).toEqual(["Harbour flat", "Garden house"]);
    expect(await products.first().getByRole("link", { name: "Harbour flat" }).getAttribute("href")).toBe("/harbour-flat");
    expect(await products.first().locator("[data-product-price]").textContent()).toBe("€320,000.00");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await trail.locator('[aria-current="page"]').textContent()).toBe("Properties");
    expect(await trail.getByRole("link").first().getAttribute("href")).toBe("/");
    expect(await page.title()).toBe("Properties – Harbour Homes");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
