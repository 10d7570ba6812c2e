// The site chrome (client-safe part): public header, footer and breadcrumbs.
// Server components (header, footer: they read the menu): ./server.ts.
export { ChromeGate } from "./public/chrome-gate";
export { Breadcrumbs } from "./public/breadcrumbs";
export { PRIVACY_SETTINGS_EVENT } from "./events";
export { BASKET_EVENT, BASKET_STORAGE_KEY, basketCount } from "./model/basket";
