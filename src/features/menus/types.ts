import type { menuItems, submenuItems } from "./tables";

/** Stored columns an answer leaves out. */
type Bookkeeping = "version" | "created_at" | "updated_at";

/** What the public chrome reads (spec/site-admin.md §3): the table's columns but the bookkeeping. The editor API returns the same shapes. */
export type SubmenuItem = Omit<typeof submenuItems.$inferSelect, Bookkeeping>;

export type MenuItem = Omit<typeof menuItems.$inferSelect, Bookkeeping> & {
  /** Named website_submenuitem on the public side in the spec; one name here: submenu_items. */
  submenu_items: SubmenuItem[];
};

/** Answers of the menus API (spec/site-admin.md §7; docs/decisions.md "Menus API"). */
export type MenuItemsResponse = { menu_items: MenuItem[] };
export type MenuItemResponse = { menu_item: MenuItem };
export type SubmenuItemResponse = { submenu_item: SubmenuItem };
export type MenuDeleteResponse = { deleted: true; id: number };
