import "server-only";
import type { MenuItem, SubmenuItem } from "../types";
import { readMenu } from "./queries";

/**
 * The organization read's menu part (`GET /api/organizations/{id}`, spec §7):
 * every menu item with its submenu items (hidden ones included, read fresh), and
 * the submenu items as one flat list as well.
 */
export async function loadMenuSection(organizationId: number): Promise<{ menu_items: MenuItem[]; submenu_items: SubmenuItem[] }> {
  const menu_items = await readMenu(organizationId);
  return { menu_items, submenu_items: menu_items.flatMap((item) => item.submenu_items) };
}
