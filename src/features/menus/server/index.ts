import "server-only";
// Server entry of the menus feature.
export { loadMenu, readMenu } from "./queries";
export { menuRoutes } from "./api";
export { loadMenuSection } from "./section";
export { menuItemsStore, submenuItemsStore } from "./store";
