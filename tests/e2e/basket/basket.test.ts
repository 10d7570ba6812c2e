import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { createSection, savePricingPlans } from "../../support/fixtures";

/**
 * The basket (issue 20): a visitor adds plans from a pricing section, the header's
 * badge counts them, the basket is saved 300 ms after the last change (Playwright's
 * clock), /basket shows the lines with steppers and totals, a quantity of 0 removes a
 * line, and a quote request reaches the team's messages.
 */
describe("the basket", () => {
  let browser: Browser;
  let org: TestOrg;
  let plans: { id: number; name: string }[];

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Basket Co", undefined, { language: "en" });
    plans = await savePricingPlans(org, [
      { name: "Starter", description: "For one person.", price: 900, currency_symbol: "€", billing_period: "month", features: ["1 site", "Email support"] },
      {
        name: "Team",
        description: "For a team.",
        price: 2900,
        promotion_price: 1900,
        is_promotion: true,
        currency_symbol: "€",
        features: ["3 sites", "5 editors"],
      },
    ]);
    const page = await api(org.host, "/api/pages", { method: "POST", body: { title: "Pricing", slug: "pricing" }, token: org.owner.token });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    await createSection(org, { section_title: "Plans", section_type: "pricing_plans", url_page: "/pricing" });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const stored = (page: Page) => page.evaluate(() => localStorage.getItem("onsite-basket"));
  const badge = (page: Page) => page.locator("header[data-site-header] [data-cart-badge]");
  const line = (page: Page, name: string) => page.locator("[data-basket-line]").filter({ has: page.getByRole("heading", { name, exact: true }) });

  it("adds two plans, saves 300 ms later, shows the badge and the totals, removes a line at 0 and sends a quote", async () => {
    const { context, page } = await newPage(browser);
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    expect((await page.goto(pageUrl(org.host, "/pricing")))?.status()).toBe(200);
    const pricing = page.locator('section[data-section-type="pricing_plans"]');
    await expect.poll(() => pricing.locator("[data-old-price]").textContent()).toBe("€29.00");
    await expect.poll(() => badge(page).count()).toBe(0);
    // The monthly plan's card shows its period after the price; the one-off Team plan shows none.
    const starter = pricing.locator("[data-plan]").filter({ has: page.getByRole("heading", { name: "Starter", exact: true }) });
    await expect.poll(() => starter.locator("[data-plan-period]").isVisible()).toBe(true);
    expect(await starter.locator("[data-plan-period]").textContent()).toBe("/month");
    expect(await pricing.locator("[data-plan-period]").count()).toBe(1);

    await pricing.getByRole("button", { name: "Add to basket: Starter" }).click();
    await pricing.getByText("Starter is in your basket.").waitFor();
    await pricing.getByRole("button", { name: "Add to basket: Team" }).click();
    await pricing.getByRole("button", { name: "Add to basket: Team" }).click();
    // The badge follows at once; the storage only 300 ms after the last change (spec/editors.md §9).
    await page.getByRole("link", { name: "Basket, 3 items" }).waitFor();
    await expect.poll(() => badge(page).textContent()).toBe("3");
    await page.clock.runFor(299);
    expect(await stored(page)).toBeNull();
    await page.clock.runFor(1);
    await expect
      .poll(async () => JSON.parse((await stored(page)) ?? "[]").map((l: { plan: { id: number }; quantity: number }) => [l.plan.id, l.quantity]))
      .toEqual([
        [plans[0]!.id, 1],
        [plans[1]!.id, 2],
      ]);

    await page.getByRole("link", { name: "Basket, 3 items" }).click();
    await page.waitForURL(/\/basket$/);
    await page.getByRole("heading", { level: 1, name: "Your basket" }).waitFor();
    await line(page, "Team").waitFor();
    await expect.poll(() => line(page, "Starter").locator("[data-line-amount]").textContent()).toBe("Amount: €9.00");
    await expect.poll(() => line(page, "Team").locator("[data-line-amount]").textContent()).toBe("Amount: €38.00");
    await expect.poll(() => page.locator("[data-basket-total]").textContent()).toBe("Total€47.00");

    // One more Starter with its stepper: amounts and badge follow, saved 300 ms later.
    await page.getByRole("button", { name: "One more Starter" }).click();
    await expect.poll(() => page.getByRole("spinbutton", { name: "Quantity of Starter" }).inputValue()).toBe("2");
    await expect.poll(() => line(page, "Starter").locator("[data-line-amount]").textContent()).toBe("Amount: €18.00");
    await expect.poll(() => page.locator("[data-basket-total]").textContent()).toBe("Total€56.00");
    await page.getByRole("link", { name: "Basket, 4 items" }).waitFor();
    await page.clock.runFor(300);
    await expect.poll(async () => JSON.parse((await stored(page)) ?? "[]").map((l: { quantity: number }) => l.quantity)).toEqual([2, 2]);

    // A quantity of 0 removes the line.
    await page.getByRole("spinbutton", { name: "Quantity of Team" }).fill("0");
    await line(page, "Team").waitFor({ state: "detached" });
    await expect.poll(() => page.locator("[data-basket-total]").textContent()).toBe("Total€18.00");
    await page.getByRole("link", { name: "Basket, 2 items" }).waitFor();
    await page.clock.runFor(300);
    await expect.poll(async () => JSON.parse((await stored(page)) ?? "[]").length).toBe(1);
    // Time flows again (axe waits on timers of its own).
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);

    // Request a quote: the form checks the address first, then the team gets the basket.
    const form = page.locator("form[data-quote-form]");
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example");
    await form.getByRole("button", { name: "Send quote request" }).click();
    await form.getByText("Please enter a valid email address.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Message (optional)").fill("Two seats, please.");
    await form.getByRole("button", { name: "Send quote request" }).click();
    await page.getByText("Thank you! Your quote request has been sent. We will reply to ada@example.com.").waitFor();
    // The basket is empty now, and its badge gone.
    await expect.poll(() => stored(page)).toBeNull();
    await expect.poll(() => badge(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const inbox = await api(org.host, `/api/messages?organization_id=${org.id}`, { token: org.owner.token });
    expect(inbox.status).toBe(200);
    const quote = inbox.body.messages.find((m: { kind: string }) => m.kind === "quote");
    expect(quote).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", message: "Two seats, please.", page: "/basket" });
    expect(quote.lines).toEqual([{ plan_id: plans[0]!.id, name: "Starter", price: 900, currency_symbol: "€", quantity: 2 }]);
    await context.close();
  });

  it("the pricing section is axe-clean; /basket re-checks the prices: a changed price shows with a notice, a plan that is gone stays, marked unavailable; the empty basket links to the plans", async () => {
    const { context, page } = await newPage(browser);
    // Saved earlier: Starter at an older price, and a plan that no longer exists.
    const basket = [
      { plan: { id: plans[0]!.id, name: "Starter", price: 500, promotion_price: null, is_promotion: false, currency_symbol: "€" }, quantity: 1 },
      { plan: { id: 999_999, name: "Legacy", price: 100, promotion_price: null, is_promotion: false, currency_symbol: "€" }, quantity: 3 },
    ];
    await context.addInitScript((value) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("onsite-basket", value);
        sessionStorage.setItem("seeded", "1");
      }
    }, JSON.stringify(basket));
    // The pricing section, axe-clean, with the saved basket's count in the header.
    await page.goto(pageUrl(org.host, "/pricing"));
    await page.getByRole("link", { name: "Basket, 4 items" }).waitFor();
    expect(await axeViolations(page, 'section[data-section-type="pricing_plans"]')).toEqual([]);
    await page.goto(pageUrl(org.host, "/basket"));
    await line(page, "Legacy").waitFor();
    await expect.poll(() => line(page, "Starter").locator("[data-price-changed]").textContent()).toBe("The price has changed from €5.00 to €9.00.");
    await expect.poll(() => line(page, "Starter").locator("[data-unit-price]").textContent()).toBe("€9.00");
    await expect.poll(() => line(page, "Legacy").getByText("This plan is no longer available. It is not included in the total or the quote.").count()).toBe(1);
    await expect.poll(() => page.locator("[data-basket-total]").textContent()).toBe("Total€9.00");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Remove Legacy" }).click();
    await page.getByRole("button", { name: "Remove Starter" }).click();
    await page.getByText("Your basket is empty.").waitFor();
    await expect.poll(() => page.getByRole("link", { name: "See our plans" }).getAttribute("href")).toBe("/pricing");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
