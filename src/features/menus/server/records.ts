import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { MENU_MESSAGES } from "../schema";
import { menuItems, submenuItems } from "../tables";
import type { MenuItem, SubmenuItem } from "../types";

type MenuItemRow = typeof menuItems.$inferSelect;
type SubmenuItemRow = typeof submenuItems.$inferSelect;

/** The one mapper from a stored submenu row to the API shape (bookkeeping columns left out). */
export function toSubmenuItem(row: SubmenuItemRow): SubmenuItem {
  return {
    id: row.id,
    menu_item_id: row.menu_item_id,
    organization_id: row.organization_id,
    name: row.name,
    name_translation: row.name_translation ?? null,
    url_name: row.url_name,
    description: row.description,
    description_translation: row.description_translation ?? null,
    order: row.order,
    is_displayed: row.is_displayed,
    image: row.image,
  };
}

/** The one mapper from a stored menu row (and its submenu items, in order) to the API shape. */
export function toMenuItem(row: MenuItemRow, submenus: SubmenuItem[] = []): MenuItem {
  return {
    id: row.id,
    organization_id: row.organization_id,
    display_name: row.display_name,
    display_name_translation: row.display_name_translation ?? null,
    url_name: row.url_name,
    description: row.description,
    order: row.order,
    is_displayed: row.is_displayed,
    is_displayed_on_footer: row.is_displayed_on_footer,
    image: row.image,
    icon_name: row.icon_name,
    react_icon_id: row.react_icon_id,
    react_icons: row.react_icons ?? null,
    menu_items_are_text: row.menu_items_are_text,
    submenu_items: submenus,
  };
}

/** One menu item with its submenu items, or 404 "Menu item not found". */
export async function requireMenuItem(db: Db, id: number): Promise<MenuItem> {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.id, id)).limit(1);
  if (!row) throw notFound(MENU_MESSAGES.menuItemNotFound);
  const subs = await db.select().from(submenuItems).where(eq(submenuItems.menu_item_id, id)).orderBy(asc(submenuItems.order), asc(submenuItems.id));
  return toMenuItem(row, subs.map(toSubmenuItem));
}

/** The organization owning a menu item, or null when there is no such item. */
export async function menuItemOrganization(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ organization_id: menuItems.organization_id }).from(menuItems).where(eq(menuItems.id, id)).limit(1);
  return row?.organization_id ?? null;
}

/** The organization owning a submenu item, or null when there is no such item. */
export async function submenuItemOrganization(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ organization_id: submenuItems.organization_id }).from(submenuItems).where(eq(submenuItems.id, id)).limit(1);
  return row?.organization_id ?? null;
}
