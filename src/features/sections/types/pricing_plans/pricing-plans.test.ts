import { describe, expect, it } from "vitest";
import type { PricingPlan } from "@/features/products";
// The basket's texts join the catalog when its server entry loads (as the site layout does).
import "@/features/basket/server";
import { fakeSection, renderSection } from "../../public/fixtures";
import { localizePlans } from "./plans";

const plan = (overrides: Partial<PricingPlan> = {}): PricingPlan => ({
  id: 3,
  name: "Team",
  name_translation: { de: "Team-Tarif" },
  description: "For teams",
  description_translation: null,
  price: 2900,
  promotion_price: 1900,
  is_promotion: true,
  currency_symbol: "€",
  features: ["3 sites", "5 editors"],
  features_translation: { de: ["3 Websites", "5 Redakteure"] },
  billing_period: null,
  ...overrides,
});

const render = (plans: PricingPlan[], locale: "en" | "de" = "en") =>
  renderSection({ ...fakeSection({ section_type: "pricing_plans", section_title: "Plans" }), content: { plans } }, { locale });

describe("the pricing_plans type", () => {
  it("shows each plan's name, price per locale, the struck old price of a promotion, its features and Add to basket", () => {
    const html = render([
      plan(),
      plan({
        id: 4,
        name: "Starter",
        name_translation: null,
        price: 900,
        promotion_price: null,
        is_promotion: false,
        features: ["1 site"],
        features_translation: null,
      }),
    ]);
    expect(html).toContain(">Team</h3>");
    expect(html).toMatch(/<s aria-hidden="true"[^>]*data-old-price[^>]*>€29.00<\/s>/);
    expect(html).toContain("€19.00");
    expect(html).toContain("Now €19.00, was €29.00");
    expect(html).toContain(">€9.00</p>");
    expect(html).toContain("3 sites");
    expect(html.match(/>Add to basket</g)).toHaveLength(2);
    expect(html).toContain('aria-label="Add to basket: Team"');
    expect(html).toContain('data-add-to-basket="4"');
  });

  it("reads the page's language: translated names and feature lines, German number format", () => {
    const html = render([plan()], "de");
    expect(html).toContain(">Team-Tarif</h3>");
    expect(html).toContain("3 Websites");
    expect(html).toContain("29,00\u00a0€");
    expect(html).toContain("In den Warenkorb");
  });

  it('shows a plan\'s billing period after its price ("/month", "/year", in the page\'s language); a one-off price has none', () => {
    const html = render([
      plan({ billing_period: "month", is_promotion: false, promotion_price: null }),
      plan({ id: 5, name: "Agency", billing_period: "year" }),
      plan({ id: 6, name: "Setup", billing_period: null, is_promotion: false, promotion_price: null }),
    ]);
    expect(html).toMatch(/>€29.00<span aria-hidden="true"[^>]*data-plan-period="month"[^>]*>\/month<\/span><span class="sr-only"> per month<\/span><\/p>/);
    // A promotion: "/year" after the current price; a screen reader hears "Now €19.00, was €29.00 per year".
    expect(html).toMatch(/>€19.00<span aria-hidden="true"[^>]*data-plan-period="year"[^>]*>\/year<\/span><\/span>/);
    expect(html).toContain('Now €19.00, was €29.00<span class="sr-only"> per year</span>');
    expect(html.match(/data-plan-period=/g)).toHaveLength(2);
    expect(render([plan({ billing_period: "month" })], "de")).toContain(">/Monat</span>");
  });

  it("says so when there are no plans; a plan without a name is left out", () => {
    expect(render([])).toContain("No plans yet.");
    expect(localizePlans([plan({ name: "  ", name_translation: null }), plan({ id: 9 })], "en").map((p) => p.id)).toEqual([9]);
    // The basket keeps the plan as the card prices it, named in the page's language.
    expect(localizePlans([plan()], "de")[0]!.basket).toEqual({
      id: 3,
      name: "Team-Tarif",
      price: 2900,
      promotion_price: 1900,
      is_promotion: true,
      currency_symbol: "€",
    });
    expect(localizePlans([plan({ billing_period: "year" })], "en")[0]!.billing_period).toBe("year");
  });
});
