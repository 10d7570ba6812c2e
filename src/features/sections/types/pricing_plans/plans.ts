import type { BasketPlan } from "@/features/basket";
import type { PricingPlan } from "@/features/products";
import { translated } from "@/platform/i18n/locales";

/** A plan in the page's language: its name, description and feature lines (their translation, else the base texts). */
export type LocalizedPlan = { id: number; name: string; description: string; features: string[]; basket: BasketPlan } & Pick<
  PricingPlan,
  "price" | "promotion_price" | "is_promotion" | "currency_symbol" | "billing_period"
>;

/** The plans in `locale`; a plan without a name is left out. */
export function localizePlans(plans: readonly PricingPlan[], locale: string): LocalizedPlan[] {
  return plans
    .map((plan) => {
      const name = translated(plan.name, plan.name_translation, locale).trim();
      const lines = plan.features_translation?.[locale];
      const features = (Array.isArray(lines) && lines.some((line) => line.trim()) ? lines : plan.features).map((line) => line.trim()).filter(Boolean);
      return {
        id: plan.id,
        name,
        description: translated(plan.description, plan.description_translation, locale).trim(),
        features,
        price: plan.price,
        promotion_price: plan.promotion_price,
        is_promotion: plan.is_promotion,
        currency_symbol: plan.currency_symbol,
        billing_period: plan.billing_period,
        // What the basket keeps: the plan as this card prices it, named in the page's language.
        basket: {
          id: plan.id,
          name,
          price: plan.price,
          promotion_price: plan.promotion_price,
          is_promotion: plan.is_promotion,
          currency_symbol: plan.currency_symbol,
        },
      };
    })
    .filter((plan) => plan.name.length > 0);
}
