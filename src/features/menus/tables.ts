import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "@/platform/tenancy/tables";

type Translations = Record<string, string>;

/** Menu items (spec/site-admin.md §3): the header and footer navigation of an organization. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    display_name: text("display_name").notNull(),
    display_name_translation: jsonb("display_name_translation").$type<Translations>(),
    /** Slug of the target page (`about-us`), without the leading slash. */
    url_name: text("url_name").notNull().default(""),
    description: text("description"),
    order: integer("order").notNull().default(0),
    is_displayed: boolean("is_displayed").notNull().default(true),
    is_displayed_on_footer: boolean("is_displayed_on_footer").notNull().default(true),
    image: text("image"),
    icon_name: text("icon_name"),
    react_icon_id: text("react_icon_id"),
    /** An array of icon names, or an object holding icon_name (spec §3). */
    react_icons: jsonb("react_icons").$type<unknown>(),
    /** Per-item override of the header style's menu_items_are_text; null = follow the style. */
    menu_items_are_text: boolean("menu_items_are_text"),
    version: integer("version").notNull().default(1),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("menu_items_organization_order_idx").on(t.organization_id, t.order)],
);

/** Submenu items (spec/site-admin.md §3), children of one menu item of the same organization. */
export const submenuItems = pgTable(
  "submenu_items",
  {
    id: serial("id").primaryKey(),
    menu_item_id: integer("menu_item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Translations>(),
    url_name: text("url_name").notNull().default(""),
    description: text("description"),
    description_translation: jsonb("description_translation").$type<Translations>(),
    order: integer("order").notNull().default(0),
    /** Treated as shown unless false (spec §3). */
    is_displayed: boolean("is_displayed").notNull().default(true),
    image: text("image"),
    version: integer("version").notNull().default(1),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // By organization too: every public page reads all of its organization's submenu items.
  (t) => [index("submenu_items_menu_item_order_idx").on(t.menu_item_id, t.order), index("submenu_items_organization_order_idx").on(t.organization_id, t.order)],
);
