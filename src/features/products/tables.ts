import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { listRowColumns, type Translations } from "@/platform/db/columns";
import type { BillingPeriod } from "./schema";

/** Products and services of an organization (Global Settings → Products). Prices in minor units (cents). */
export const products = pgTable(
  "products",
  {
    ...listRowColumns(),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Translations>(),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>(),
    /** Slug of the product's page, without the leading slash. */
    url_name: text("url_name").notNull().default(""),
    image: text("image"),
    price: integer("price"),
    currency_symbol: text("currency_symbol").notNull().default("$"),
    is_displayed: boolean("is_displayed").notNull().default(true),
  },
  (t) => [index("products_organization_order_idx").on(t.organization_id, t.order)],
);

/** Pricing plans (spec/site-admin.md §3 via issue 13): prices in minor units, a features list. */
export const pricingPlans = pgTable(
  "pricing_plans",
  {
    ...listRowColumns(),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Translations>(),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>(),
    price: integer("price").notNull().default(0),
    promotion_price: integer("promotion_price"),
    is_promotion: boolean("is_promotion").notNull().default(false),
    currency_symbol: text("currency_symbol").notNull().default("$"),
    /** The plan's feature lines, in order. */
    features: jsonb("features").$type<string[]>().notNull().default([]),
    features_translation: jsonb("features_translation").$type<Record<string, string[]>>(),
    /** What the price is for: a month, a year, or null (a one-off price); the card shows "/month", "/year" (migration 0023). */
    billing_period: text("billing_period").$type<BillingPeriod>(),
  },
  (t) => [
    index("pricing_plans_organization_order_idx").on(t.organization_id, t.order),
    check("pricing_plans_billing_period_check", sql`${t.billing_period} is null or ${t.billing_period} in ('month', 'year')`),
  ],
);
