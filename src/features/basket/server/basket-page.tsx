import "server-only";
import { loadPricingPlans } from "@/features/products/server";
import { localizedPath, translated } from "@/platform/i18n/locales";
import { translatorFor } from "@/platform/i18n/messages";
import type { Site } from "@/platform/tenancy/organizations";
import type { BasketPlan } from "../model";
import { Island } from "@/platform/islands";
import basketView from "../islands/basket-view";

/**
 * /basket (spec/site-admin.md §2.1: the cart link's target). The server part is the
 * same for every visitor, so the page is one cached HTML: the heading and the
 * organization's plans as they are now (names in the page's language, prices in
 * minor units); the visitor's lines are their browser's and appear once the client
 * part reads them. `pricingPath` is where the plans are shown (a page with a
 * pricing_plans section), for the empty state's link.
 */
export async function loadBasketPlans(site: Site, locale: string): Promise<BasketPlan[]> {
  return (await loadPricingPlans(site.organization.id)).map((plan) => ({
    id: plan.id,
    name: translated(plan.name, plan.name_translation, locale),
    price: plan.price,
    promotion_price: plan.promotion_price,
    is_promotion: plan.is_promotion,
    currency_symbol: plan.currency_symbol,
  }));
}

export function BasketSitePage({ site, locale, plans, pricingPath }: { site: Site; locale: string; plans: BasketPlan[]; pricingPath: string }) {
  const t = translatorFor(locale);
  return (
    <div data-basket-page className="mx-auto max-w-6xl px-6 pt-12 pb-28 lg:px-8">
      <h1 className="mb-10 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t("basket.title")}</h1>
      <Island of={basketView} props={{ plans, pricingHref: localizedPath(pricingPath, locale, site.settings.language) }} />
    </div>
  );
}
