import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "@/platform/tenancy/tables";
import type { Gradient } from "@/platform/style/tokens";
import { metrics } from "@/features/metrics/server";

export const templateSections = pgTable(
  "template_sections",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Base path the section appears on (`/` for home, no locale prefix). */
    url_page: text("url_page").notNull(),
    order: integer("order").notNull().default(0),
    section_title: text("section_title").notNull(),
    section_title_translation: jsonb("section_title_translation").$type<Record<string, string>>(),
    section_description: text("section_description").notNull().default(""),
    section_description_translation: jsonb("section_description_translation").$type<Record<string, string>>(),
    /** Null on older records: the type is then derived from the flags. */
    section_type: text("section_type"),
    background_color: text("background_color"),
    is_gradient: boolean("is_gradient").notNull().default(false),
    gradient: jsonb("gradient").$type<Gradient>(),
    text_style_variant: text("text_style_variant").notNull().default("default"),
    /** The editor's text colour (a colour token or hex); null = the readable one for the background. */
    text_color: text("text_color"),
    grid_columns: integer("grid_columns").notNull().default(3),
    image_metrics_height: text("image_metrics_height"),
    is_full_width: boolean("is_full_width").notNull().default(false),
    is_section_title_aligned_center: boolean("is_section_title_aligned_center").notNull().default(false),
    is_section_title_aligned_right: boolean("is_section_title_aligned_right").notNull().default(false),
    is_image_bottom: boolean("is_image_bottom").notNull().default(false),
    is_slider: boolean("is_slider").notNull().default(false),
    is_reviews_section: boolean("is_reviews_section").notNull().default(false),
    is_help_center_section: boolean("is_help_center_section").notNull().default(false),
    is_real_estate_modal: boolean("is_real_estate_modal").notNull().default(false),
    is_brand: boolean("is_brand").notNull().default(false),
    is_article_slider: boolean("is_article_slider").notNull().default(false),
    is_contact_section: boolean("is_contact_section").notNull().default(false),
    is_faq_section: boolean("is_faq_section").notNull().default(false),
    is_pricingplans_section: boolean("is_pricingplans_section").notNull().default(false),
    version: integer("version").notNull().default(1),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("template_sections_page_idx").on(t.organization_id, t.url_page, t.order)],
);

/** Which metrics a section shows, in order. */
export const sectionMetrics = pgTable(
  "section_metrics",
  {
    section_id: integer("section_id")
      .notNull()
      .references(() => templateSections.id, { onDelete: "cascade" }),
    metric_id: integer("metric_id")
      .notNull()
      .references(() => metrics.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.section_id, t.metric_id] }), index("section_metrics_metric_idx").on(t.metric_id)],
);
