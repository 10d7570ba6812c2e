import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "@/platform/tenancy/tables";
import type { Gradient } from "@/platform/style/tokens";

/** The organization's metrics library; sections show metrics through section_metrics. */
export const metrics = pgTable(
  "metrics",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    title_translation: jsonb("title_translation").$type<Record<string, string>>(),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Record<string, string>>(),
    image: text("image"),
    is_image_rounded_full: boolean("is_image_rounded_full").notNull().default(false),
    is_title_displayed: boolean("is_title_displayed").notNull().default(true),
    is_card_type: boolean("is_card_type").notNull().default(false),
    background_color: text("background_color"),
    is_gradient: boolean("is_gradient").notNull().default(false),
    gradient: jsonb("gradient").$type<Gradient>(),
    version: integer("version").notNull().default(1),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("metrics_organization_idx").on(t.organization_id)],
);
