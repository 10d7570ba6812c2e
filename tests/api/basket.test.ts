import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, type TestOrg } from "../support/client";
import { createSection, savePricingPlans } from "../support/fixtures";
import { islandProps } from "../support/html";
import { rawGet } from "../support/raw";

/**
 * The pricing_plans section type and /basket (issue 20, "Basket"): a pricing section
 * shows its own organization's plans, with the promotion price and the old price
 * struck through; /basket is the same page for every visitor (the lines are the
 * visitor's browser's), with the plans' current prices for its client part.
 */
type Site = { org: TestOrg; name: string; plans: { id: number; name: string }[] };

async function makeSite(name: string, withSection: boolean): Promise<Site> {
  const org = await createOrg(`${name} Co`, undefined, { language: "en", supportedLocales: ["en", "de"] });
  const plans = await savePricingPlans(org, [
    {
      name: `${name} Starter`,
      description: "For one person.",
      price: 900,
      currency_symbol: "€",
      billing_period: "month",
      features: ["1 site", "Email support"],
      features_translation: { de: ["1 Website", "Support per E-Mail"] },
    },
    {
      name: `${name} Team`,
      name_translation: { de: `${name} Team-Tarif` },
      price: 2900,
      promotion_price: 1900,
      is_promotion: true,
      currency_symbol: "€",
      features: ["3 sites"],
    },
  ]);
  if (withSection) {
    const page = await api(org.host, "/api/pages", { method: "POST", body: { title: "Pricing", slug: "pricing" }, token: org.owner.token });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    await createSection(org, { section_title: `${name} plans`, section_type: "pricing_plans", url_page: "/pricing" });
  }
  return { org, name, plans };
}

const page = async (site: Site, path: string) => {
  const { status, body } = await api<string>(site.org.host, path);
  expect(status, path).toBe(200);
  return String(body);
};
const sectionOf = (html: string, type: string) => html.match(new RegExp(`<section[^>]*data-section-type="${type}"[\\s\\S]*?</section>`))?.[0] ?? "";

let alpha: Site;
let beta: Site;
beforeAll(async () => {
  [alpha, beta] = await Promise.all([makeSite("Alpha", true), makeSite("Beta", false)]);
});

describe("the pricing_plans section", () => {
  it("shows its own organization's plans: name, price, the promotion price with the old one struck through, features, Add to basket", async () => {
    const section = sectionOf(await page(alpha, "/pricing"), "pricing_plans");
    expect(section).toContain(">Alpha plans</h2>");
    expect(section).toContain(">Alpha Starter</h3>");
    // A monthly plan: "/month" after its price, "per month" for a screen reader; the one-off Team plan has no period.
    expect(section.replaceAll("<!-- -->", "")).toMatch(
      />€9\.00<span aria-hidden="true"[^>]*data-plan-period="month"[^>]*>\/month<\/span><span class="sr-only"> per month<\/span><\/p>/,
    );
    expect(section.match(/data-plan-period=/g)).toHaveLength(1);
    expect(section).toContain("For one person.");
    expect(section).toContain("Email support");
    // The promotion: €19.00 now, €29.00 struck through, and the words a screen reader says.
    expect(section).toContain(">Alpha Team</h3>");
    expect(section).toMatch(/<s aria-hidden="true"[^>]*>€29\.00<\/s>/);
    expect(section).toMatch(/<span aria-hidden="true"[^>]*>€19\.00<\/span>/);
    expect(section).toContain("Now €19.00, was €29.00");
    expect(section.match(/>Add to basket</g)).toHaveLength(2);
    expect(section).not.toContain("Beta");
  });

  it("reads the page's language: translated names and feature lines, German amounts", async () => {
    const section = sectionOf(await page(alpha, "/de/pricing"), "pricing_plans");
    expect(section).toContain(">Alpha Team-Tarif</h3>");
    expect(section).toContain("Support per E-Mail");
    expect(section).toContain("9,00\u00a0€");
    expect(section).toContain(">/Monat</span>");
    expect(section).toContain("In den Warenkorb");
  });

  it("shows nothing of another organization's plans, and a neutral line when it has none", async () => {
    await createSection(beta.org, { section_title: "Beta plans", section_type: "pricing_plans" });
    const section = sectionOf(await page(beta, "/"), "pricing_plans");
    expect(section).toContain(">Beta Starter</h3>");
    expect(section).not.toContain("Alpha");
    const empty = await createOrg("Empty Co");
    await createSection(empty, { section_title: "Our plans", section_type: "pricing_plans" });
    const { body } = await api<string>(empty.host, "/");
    expect(sectionOf(String(body), "pricing_plans")).toContain("No plans yet.");
  });
});

describe("/basket", () => {
  it("is one cached page for every visitor: 200, no Set-Cookie, the same bytes", async () => {
    const first = await rawGet(alpha.org.host, "/basket", { "user-agent": "Visitor/1", "accept-language": "en" });
    const second = await rawGet(alpha.org.host, "/basket", { "user-agent": "Visitor/2", "accept-language": "de", cookie: "onsite-basket=ignored" });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    expect(second.headers["x-onsite-cache"]).toBe("HIT");
    expect(second.body.equals(first.body)).toBe(true);
    // The heading on the server; the lines come from the visitor's browser (loading until then).
    expect(first.text).toContain(">Your basket</h1>");
    expect(first.text).toContain("Loading your basket…");
    expect(first.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it("hands its client part the organization's plans as they are now, and where they are shown", async () => {
    // The basket's island gets them as its props (the islands renderer, the default).
    type BasketProps = { plans: { id: number; name: string }[]; pricingHref: string };
    const props = (html: string) => islandProps<BasketProps>(html, "basket-view")!;
    const alphaBasket = props(await page(alpha, "/basket"));
    expect(alphaBasket.plans.map(({ id, name }) => ({ id, name }))).toEqual(alpha.plans.map(({ id, name }) => ({ id, name })));
    expect(alphaBasket.pricingHref).toBe("/pricing");
    // No page with a pricing section: the basket's link goes home; the German page keeps its prefix.
    const betaBasket = props(await page(beta, "/basket"));
    expect(betaBasket.pricingHref).toBe("/");
    expect(betaBasket.plans.map(({ name }) => name)).not.toContain("Alpha Starter");
    const german = await page(alpha, "/de/basket");
    expect(german).toContain(">Ihr Warenkorb</h1>");
    expect(props(german).pricingHref).toBe("/de/pricing");
    expect(props(german).plans.map(({ name }) => name)).toContain("Alpha Team-Tarif");
  });

  it("is an address of the site itself: no page can take the slug basket", async () => {
    const result = await api(alpha.org.host, "/api/pages", { method: "POST", body: { title: "Basket", slug: "basket" }, token: alpha.org.owner.token });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe("The address /basket is used by the site itself. Please choose another slug.");
  });
});
