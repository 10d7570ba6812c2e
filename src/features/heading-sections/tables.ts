import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "@/platform/tenancy/tables";
import type { Gradient } from "@/platform/style/tokens";

/** Heading sections (spec/editors.md §3, spec/visitor.md §3): a block of a page, ordered with the page's other blocks. */
export const templateHeadingSections = pgTable(
  "template_heading_sections",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Base path the heading appears on (`/` for home, no locale prefix). */
    url_page: text("url_page").notNull(),
    order: integer("order").notNull().default(0),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Record<string, string>>(),
    name_part_2: text("name_part_2"),
    name_part_3: text("name_part_3"),
    description_text: text("description_text").notNull().default(""),
    description_text_translation: jsonb("description_text_translation").$type<Record<string, string>>(),
    button_text: text("button_text"),
    button_text_translation: jsonb("button_text_translation").$type<Record<string, string>>(),
    url: text("url"),
    image: text("image"),
    image_first: boolean("image_first").notNull().default(false),
    is_included_templatesection: boolean("is_included_templatesection").notNull().default(false),
    background_color: text("background_color"),
    is_gradient: boolean("is_gradient").notNull().default(false),
    gradient: jsonb("gradient").$type<Gradient>(),
    /** default or clean */
    style_variant: text("style_variant").notNull().default("default"),
    text_style_variant: text("text_style_variant").notNull().default("default"),
    /** The editor's text colour (a colour token or hex); null = the readable one for the background. */
    text_color: text("text_color"),
    is_text_link: boolean("is_text_link").notNull().default(false),
    /** Fixed left (spec). */
    title_alignment: text("title_alignment").notNull().default("left"),
    version: integer("version").notNull().default(1),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("template_heading_sections_page_idx").on(t.organization_id, t.url_page, t.order)],
);
