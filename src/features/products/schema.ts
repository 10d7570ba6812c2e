import * as z from "zod";
import { slugify } from "@/features/menus";
import { listItemBase, mediaUrlSchema, minorUnits, optionalText, requiredText } from "@/platform/schema";
import { translationsSchema } from "@/platform/style/schema";

const currency = z
  .string({ error: "The currency symbol must be text" })
  .trim()
  .min(1, { error: "Please enter a currency symbol" })
  .max(8, { error: "The currency symbol can have at most 8 characters" });
const slug = z.string().trim().max(200).transform(slugify); // the menus' slug rule (spec/site-admin.md §5): products are menu targets

/** One product or service as Global Settings saves it; prices in minor units (cents). */
export const productItemSchema = listItemBase.extend({
  name: requiredText("Name", 300, "Please enter a name"),
  name_translation: translationsSchema.optional(),
  description: optionalText("Description", 5_000),
  description_translation: translationsSchema.optional(),
  url_name: slug.optional(),
  image: mediaUrlSchema().optional(),
  price: minorUnits("Price").nullable().optional(),
  currency_symbol: currency.optional(),
  is_displayed: z.boolean().optional(),
});

/** What a plan's price is for (its card says "/month", "/year"); null: a one-off price. */
export const BILLING_PERIODS = ["month", "year"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** One pricing plan; the promotion price applies only while is_promotion is on, and must be below the price. */
export const pricingPlanItemSchema = listItemBase
  .extend({
    name: requiredText("Name", 300, "Please enter a name"),
    name_translation: translationsSchema.optional(),
    description: optionalText("Description", 5_000),
    description_translation: translationsSchema.optional(),
    price: minorUnits("Price"),
    promotion_price: minorUnits("Promotion price").nullable().optional(),
    is_promotion: z.boolean().optional(),
    currency_symbol: currency.optional(),
    features: z
      .array(z.string().trim().min(1, { error: "A feature line cannot be empty" }).max(300))
      .max(50)
      .optional(),
    features_translation: z
      .record(z.string().regex(/^[a-z]{2}$/), z.array(z.string().max(300)).max(50))
      .nullable()
      .optional(),
    billing_period: z.enum(BILLING_PERIODS, { error: "The billing period must be month, year or none" }).nullable().optional(),
  })
  .refine((plan) => !plan.is_promotion || (plan.promotion_price != null && plan.promotion_price < plan.price), {
    error: "The promotion price must be set and lower than the price",
    path: ["promotion_price"],
  });

export type ProductInput = z.output<typeof productItemSchema>;
export type PricingPlanInput = z.output<typeof pricingPlanItemSchema>;

/**
 * A pricing plan as the public site shows it (the section type, /basket, a quote's
 * prices): prices in minor units, the promotion price only meaningful while
 * `is_promotion` is on; texts with their translations by language.
 */
export type PricingPlan = {
  id: number;
  name: string;
  name_translation: Record<string, string> | null;
  description: string;
  description_translation: Record<string, string> | null;
  price: number;
  promotion_price: number | null;
  is_promotion: boolean;
  currency_symbol: string;
  features: string[];
  features_translation: Record<string, string[]> | null;
  /** Per month, per year, or null (a one-off price). */
  billing_period: BillingPeriod | null;
};
