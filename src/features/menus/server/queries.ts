import "server-only";
import { asc, eq } from "drizzle-orm";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { menuItems, submenuItems } from "../tables";
import type { MenuItem, SubmenuItem } from "../types";
import { toMenuItem, toSubmenuItem } from "./records";

/** Every menu item of an organization with its submenu items, both in `order` (hidden ones included: callers filter). */
export async function readMenu(organizationId: number): Promise<MenuItem[]> {
  const db = await getDb();
  const [items, subs] = await Promise.all([
    db.select().from(menuItems).where(eq(menuItems.organization_id, organizationId)).orderBy(asc(menuItems.order), asc(menuItems.id)),
    db.select().from(submenuItems).where(eq(submenuItems.organization_id, organizationId)).orderBy(asc(submenuItems.order), asc(submenuItems.id)),
  ]);
  const byItem = new Map<number, SubmenuItem[]>();
  for (const row of subs) {
    const list = byItem.get(row.menu_item_id) ?? [];
    list.push(toSubmenuItem(row));
    byItem.set(row.menu_item_id, list);
  }
  return items.map((row) => toMenuItem(row, byItem.get(row.id) ?? []));
}

/** The key of the cached menu (the header and footer on every page): menu and submenu item saves name it. */
export const CHROME_KEY = "chrome";

/** Cached until the menu's (or the organization's) next save: the menu the public header and footer render. */
export function loadMenu(organizationId: number): Promise<MenuItem[]> {
  return cachedRead(organizationId, "menu", () => readMenu(organizationId), CHROME_KEY);
}
