import "server-only";
import { cachedRead } from "@/platform/cache";
import { getDb, type Db } from "@/platform/db/client";
import { toPricingPlan } from "../public-row";
import type { PricingPlan } from "../schema";
import { pricingPlansStore } from "./store";

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
  return cachedRead(
    organizationId,
    "pricing-plans:public",
    async () => (await pricingPlansStore.read(await getDb(), organizationId)).map(toPricingPlan),
    pricingPlansStore.cacheKey,
  );
}

/** What a plan costs now: the promotion price while the promotion is on, else the price (minor units). */
export const currentPrice = (plan: Pick<PricingPlan, "price" | "promotion_price" | "is_promotion">): number =>
  plan.is_promotion && plan.promotion_price !== null ? plan.promotion_price : plan.price;
