import type { SettingsList } from "@/platform/lists";

/**
 * Global Settings → Menu: the menu items (their submenu items and the styles stay in
 * the header editor), registered with the settings (docs/decisions.md "Global
 * Settings lists register from their features"); its store, of the same key, is
 * `menuItemsStore` (server/store.ts). `submenuItemsStore` saves `submenu_items`
 * beside it, and the tab's section reads them with it.
 */
export const menuItemsSettingsList: SettingsList = {
  key: "menu_items",
  tab: "menu",
  command: { label: "Menu", keywords: ["navigation"] },
  title: "Menu items",
  item: "menu item",
  titleKey: "display_name",
  fresh: () => ({ display_name: "", url_name: "", is_displayed: true, is_displayed_on_footer: true }),
  fields: [
    { key: "display_name", label: "Name", kind: "text", required: true },
    { key: "url_name", label: "Page address (slug)", kind: "link", slug: true, picker: "Link the menu item to a page of this site" },
    { key: "description", label: "Description", kind: "textarea" },
    { key: "is_displayed", label: "Show in the header", kind: "checkbox" },
    { key: "is_displayed_on_footer", label: "Show in the footer", kind: "checkbox" },
  ],
};
