import "server-only";
// Server entry of the menus feature.
export { loadMenu, readMenu } from "./queries";
export { menuRoutes } from "./api";
export { loadMenuSection } from "./section";
export { menuItemsStore, submenuItemsStore } from "./store";
// Revisions of the header and footer menus (docs/decisions.md "Revisions for every editor").
export { menuRevisions, MENU_REVISIONS, type MenuKind } from "./revisions";
// Site-wide texts in the translation view and status (issue 42, item 2).
export { menuItemSiteTexts, submenuItemSiteTexts } from "./site-texts";
