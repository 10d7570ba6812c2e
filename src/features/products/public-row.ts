import { storedInteger, storedMap, storedStrings, storedText, type StoredRow } from "@/platform/schema";
import { BILLING_PERIODS, type BillingPeriod, type PricingPlan } from "./schema";

const period = (value: unknown): BillingPeriod | null => (BILLING_PERIODS.includes(value as BillingPeriod) ? (value as BillingPeriod) : null);

/**
 * A stored pricing plan row as the public site reads it (the public read, and the section
 * editor's preview of a pricing section); a promotion without a usable lower price is no promotion.
 */
export function toPricingPlan(row: StoredRow): PricingPlan {
  const price = storedInteger(row.price) ?? 0;
  const promotion = storedInteger(row.promotion_price);
  return {
    id: Number(row.id),
    name: storedText(row.name),
    name_translation: storedMap(row.name_translation),
    description: storedText(row.description),
    description_translation: storedMap(row.description_translation),
    price,
    promotion_price: promotion,
    is_promotion: row.is_promotion === true && promotion !== null && promotion < price,
    currency_symbol: storedText(row.currency_symbol).trim() || "$",
    features: storedStrings(row.features),
    features_translation: storedMap(row.features_translation),
    billing_period: period(row.billing_period),
  };
}
