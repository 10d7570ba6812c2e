import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { pricingPlanItemSchema, productItemSchema } from "../schema";
import { pricingPlansSettingsList, productsSettingsList } from "../settings";
import { pricingPlans, products } from "../tables";

/** The organization's products and services as Global Settings reads and saves them. */
export const productsStore = tableListStore({ ...listNames(productsSettingsList), schema: productItemSchema, table: products, cacheKey: "products" });

/** The organization's pricing plans. */
export const pricingPlansStore = tableListStore({
  ...listNames(pricingPlansSettingsList),
  schema: pricingPlanItemSchema,
  table: pricingPlans,
  cacheKey: "pricing_plans",
});
