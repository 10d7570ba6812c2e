import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { listRowColumns, type Translations } from "@/platform/db/columns";

/** Real-estate listings of an organization (Global Settings → Listings), shown by real_estate sections. Prices in minor units. */
export const realEstateListings = pgTable(
  "real_estate_listings",
  {
    ...listRowColumns(),
    title: text("title").notNull(),
    title_translation: jsonb("title_translation").$type<Translations>(),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>(),
    price: integer("price"),
    /** ISO 4217 code ("EUR"), formatted per locale. */
    currency: text("currency").notNull().default("USD"),
    address: text("address").notNull().default(""),
    bedrooms: integer("bedrooms"),
    bathrooms: integer("bathrooms"),
    /** Floor area in square metres. */
    area: integer("area"),
    /** Image addresses, the first one the card's. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    /** for_sale, for_rent, under_offer, sold, rented. */
    status: text("status").notNull().default("for_sale"),
  },
  (t) => [index("real_estate_listings_organization_order_idx").on(t.organization_id, t.order)],
);
