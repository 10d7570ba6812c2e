import "server-only";
import { cachedRead } from "@/platform/cache";
import { getDb, type Db } from "@/platform/db/client";
import type { PricingPlan } from "../schema";
import { pricingPlansStore } from "./store";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const minor = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : null);
const record = <T>(value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? (value as T) : null);

/** A stored row as the public site reads it; a promotion without a usable lower price is no promotion. */
export function toPricingPlan(row: Record<string, unknown>): PricingPlan {
  const price = minor(row.price) ?? 0;
  const promotion = minor(row.promotion_price);
  return {
    id: Number(row.id),
    name: text(row.name),
    name_translation: record(row.name_translation),
    description: text(row.description),
    description_translation: record(row.description_translation),
    price,
    promotion_price: promotion,
    is_promotion: row.is_promotion === true && promotion !== null && promotion < price,
    currency_symbol: text(row.currency_symbol).trim() || "$",
    features: Array.isArray(row.features) ? row.features.filter((line): line is string => typeof line === "string") : [],
    features_translation: record(row.features_translation),
  };
}

/**
 * The organization's pricing plans read now on `db` (uncached): inside a write's
 * transaction, where a quote request prices its lines (on PGlite's one connection a
 * read outside the open transaction would wait for it).
 */
export async function readPricingPlans(db: Db, organizationId: number): Promise<PricingPlan[]> {
  return (await pricingPlansStore.read(db, organizationId)).map(toPricingPlan);
}

/**
 * The organization's pricing plans in their Global Settings order, as the public site
 * shows them (the pricing_plans section type, /basket, a quote request's prices);
 * cached until the organization's next save.
 */
export async function loadPricingPlans(organizationId: number): Promise<PricingPlan[]> {
  return cachedRead(organizationId, "pricing-plans:public", async () => (await pricingPlansStore.read(await getDb(), organizationId)).map(toPricingPlan));
}

/** What a plan costs now: the promotion price while the promotion is on, else the price (minor units). */
export const currentPrice = (plan: Pick<PricingPlan, "price" | "promotion_price" | "is_promotion">): number =>
  plan.is_promotion && plan.promotion_price !== null ? plan.promotion_price : plan.price;
