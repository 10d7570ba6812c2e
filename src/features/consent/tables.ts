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
    /** A script the service needs (http(s)), loaded on the site only after the visitor grants the service. */
    script_url: text("script_url"),
  },
  // By organization too: the consent banner and the pages' script-src read all of an organization's services.
  (t) => [
    index("cookie_services_category_order_idx").on(t.category_id, t.order),
    index("cookie_services_organization_order_idx").on(t.organization_id, t.order),
  ],
);

/** The actions a consent record names (issue 21). */
export const CONSENT_ACTIONS = ["accept_all", "reject_all", "custom", "withdraw", "gpc"] as const;
/** Where the choice was made. */
export const CONSENT_SOURCES = ["banner", "dialog", "footer", "embed"] as const;

/**
 * One visitor's choice (spec/visitor.md §3 "Consent"): the service ids accepted. Append-only:
 * a trigger (drizzle/0012_consent_records_append_only.sql) refuses UPDATE and DELETE, except
 * the cascades of an organization's or a user's deletion.
 */
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
    /** The browser's random first-party id (kept with its choice in localStorage), null for records before it. */
    consent_id: text("consent_id"),
    /** The policy revision the choice was made under: a hash of the categories and services shown. */
    revision: text("revision").notNull().default(""),
    granted: jsonb("granted").$type<number[]>().notNull().default([]),
    denied: jsonb("denied").$type<number[]>().notNull().default([]),
    action: text("action").$type<(typeof CONSENT_ACTIONS)[number]>().notNull().default("custom"),
    source: text("source").$type<(typeof CONSENT_SOURCES)[number]>().notNull().default("banner"),
    locale: text("locale").notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cookie_consent_records_organization_created_idx").on(t.organization_id, t.created_at),
    index("cookie_consent_records_organization_consent_idx").on(t.organization_id, t.consent_id),
    index("cookie_consent_records_organization_user_idx").on(t.organization_id, t.user_id),
  ],
);
