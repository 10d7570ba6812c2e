import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "@/platform/tenancy/tables";

/**
 * Hero sections (spec/editors.md §3 "Hero section form"): at most one per page
 * (a unique index), ordered with the page's other blocks. `data` holds the form
 * in the spec's nested shape (title_style, description_style, image_style,
 * background_style, button_style, translations); records in the older flat shape
 * are converted on load by the feature's migrate.ts.
 */
export const heroSections = pgTable(
  "hero_sections",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url_page: text("url_page").notNull(),
    order: integer("order").notNull().default(0),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("hero_sections_page_uniq").on(t.organization_id, t.url_page)],
);
