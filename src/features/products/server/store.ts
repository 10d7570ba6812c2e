import "server-only";
import { tableListStore } from "@/platform/db/list-store";
import { pricingPlanItemSchema, productItemSchema } from "../schema";
import { pricingPlans, products } from "../tables";

/** The organization's products and services as Global Settings reads and saves them. */
export const productsStore = tableListStore({ name: "products", itemLabel: "Product", schema: productItemSchema, table: products });

/** The organization's pricing plans. */
export const pricingPlansStore = tableListStore({ name: "pricing_plans", itemLabel: "Pricing plan", schema: pricingPlanItemSchema, table: pricingPlans });
