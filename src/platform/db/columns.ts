import { integer, serial, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "@/platform/tenancy/tables";

/**
 * The columns every list row of an organization has (products, FAQs, banners...):
 * its id, its organization (deleted with it), its place in the list (step 10) and timestamps.
 * Spread into a table: `pgTable("faqs", { ...listRowColumns(), question: ... })`.
 */
export function listRowColumns() {
  return {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    order: integer("order").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}

export type Translations = Record<string, string>;
