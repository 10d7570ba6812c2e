// What other code may import from the menus feature (client-safe).
export type { MenuDeleteResponse, MenuItem, MenuItemResponse, MenuItemsResponse, SubmenuItem, SubmenuItemResponse } from "./types";
export {
  FOOTER_STYLE_DEFAULTS,
  HEADER_STYLE_DEFAULTS,
  MENU_WIDTHS,
  STYLE_TYPES,
  footerStyleSchema,
  headerStyleSchema,
  resolveFooterStyle,
  resolveHeaderStyle,
  type FooterStyle,
  type HeaderStyle,
  type StyleType,
} from "./style";
export { footerEditor, headerEditor } from "./registration";
export { menuItemsSettingsList } from "./settings";
export { menuAddress, menuAddresses } from "./address";
export {
  MENU_LIMITS,
  MENU_MESSAGES,
  slugify,
  createMenuItemSchema,
  createSubmenuItemSchema,
  updateMenuItemSchema,
  updateSubmenuItemSchema,
  type MenuItemCreate,
  type MenuItemUpdate,
  type SubmenuItemCreate,
  type SubmenuItemUpdate,
} from "./schema";
