/** What the public chrome reads (spec/site-admin.md §3). The editor API returns the same shapes. */
export type SubmenuItem = {
  id: number;
  menu_item_id: number;
  organization_id: number;
  name: string;
  name_translation: Record<string, string> | null;
  url_name: string;
  description: string | null;
  description_translation: Record<string, string> | null;
  order: number;
  is_displayed: boolean;
  image: string | null;
};

export type MenuItem = {
  id: number;
  organization_id: number;
  display_name: string;
  display_name_translation: Record<string, string> | null;
  url_name: string;
  description: string | null;
  order: number;
  is_displayed: boolean;
  is_displayed_on_footer: boolean;
  image: string | null;
  icon_name: string | null;
  react_icon_id: string | null;
  react_icons: unknown;
  menu_items_are_text: boolean | null;
  /** Named website_submenuitem on the public side in the spec; one name here: submenu_items. */
  submenu_items: SubmenuItem[];
};

/** Answers of the menus API (spec/site-admin.md §7; docs/decisions.md "Menus API"). */
export type MenuItemsResponse = { menu_items: MenuItem[] };
export type MenuItemResponse = { menu_item: MenuItem };
export type SubmenuItemResponse = { submenu_item: SubmenuItem };
export type MenuDeleteResponse = { deleted: true; id: number };
