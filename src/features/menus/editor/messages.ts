/** The menu editors' words (spec/site-admin.md §2.6, §5, §8, word for word where the spec has them). */
export type MenuEditorKind = "header" | "footer";

export const MENU_EDITOR_MESSAGES = {
  empty: "No menu items found",
  noSession: "No active session found. Please log in again.",
  noOrganization: "Unable to determine organization ID",
  itemVisibilityFailed: "Failed to update menu item visibility.",
  submenuVisibilityFailed: "Failed to update submenu visibility.",
  fieldFailed: (field: string) => `Failed to update ${field}.`,
  submenuFieldFailed: (field: string) => `Failed to update submenu ${field}.`,
  addItemFailed: "Failed to add menu item. Please try again.",
  addSubmenuFailed: "Failed to add submenu item. Please try again.",
  itemCreated: (name: string) => `Menu item "${name}" created successfully`,
  itemDeleted: (name: string) => `Menu item "${name}" deleted successfully`,
  submenuCreated: (name: string) => `Submenu item "${name}" created successfully`,
  submenuDeleted: (name: string) => `Submenu item "${name}" deleted successfully`,
  deleteItemFailed: "Failed to delete menu item.",
  deleteSubmenuFailed: "Failed to delete submenu item.",
  submenuOrderSaved: "Submenu order updated successfully",
  submenuOrderFailed: "Failed to update submenu order",
  noChanges: "No changes to save",
  fetchMenuFailed: "Failed to fetch menu items",
  fetchOrganizationFailed: "Failed to fetch organization",
  updateItemFailed: "Failed to update menu item",
  deleteItemFallback: "Failed to delete menu item",
} as const;

/** What differs between the two editors. */
export const KIND_TEXTS = {
  header: {
    title: "Edit header",
    subject: "header",
    saved: "Header style updated successfully",
    saveFailed: "Failed to save header settings. Please try again.",
    styleFailed: "Failed to update header style.",
    styleFallback: "Failed to save header style",
    styleLegend: "Header style",
    where: "in the header",
  },
  footer: {
    title: "Edit footer",
    subject: "footer",
    saved: "Footer style updated successfully",
    saveFailed: "Failed to save footer settings. Please try again.",
    styleFailed: "Failed to update footer style.",
    styleFallback: "Failed to save footer style",
    styleLegend: "Footer layout",
    where: "in the footer",
  },
} as const satisfies Record<MenuEditorKind, Record<string, string>>;
