import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "@/platform/auth/tables";
import { listRowColumns, type Translations } from "@/platform/db/columns";
import { organizations } from "@/platform/tenancy/tables";

/** Cookie categories (spec/visitor.md §3): essential, analytics, marketing... */
export const cookieCategories = pgTable(
  "cookie_categories",
  {
    ...listRowColumns(),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Translations>(),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>(),
  },
  (t) => [index("cookie_categories_organization_order_idx").on(t.organization_id, t.order)],
);

/** Cookie services of a category (spec/visitor.md §3); `active` defaults to false. */
export const cookieServices = pgTable(
  "cookie_services",
  {
    ...listRowColumns(),
    category_id: integer("category_id")
      .notNull()
      .references(() => cookieCategories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>(),
    active: boolean("active").notNull().default(false),
  },
  (t) => [index("cookie_services_category_order_idx").on(t.category_id, t.order)],
);

/** One visitor's consent (spec/visitor.md §3 "Consent"): the service ids accepted. */
export const cookieConsentRecords = pgTable(
  "cookie_consent_records",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Null for an anonymous visitor. */
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    consent_given: boolean("consent_given").notNull(),
    services: jsonb("services").$type<number[]>().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cookie_consent_records_organization_created_idx").on(t.organization_id, t.created_at)],
);
