// The site chrome (client-safe part): public header, footer and breadcrumbs.
// Server components (header, footer: they read the menu): ./server.ts.
export { ChromeGate } from "./public/chrome-gate";
export { Breadcrumbs, BreadcrumbSpacer } from "./public/breadcrumbs";
export type { CrumbOverride } from "./model/breadcrumbs";
export { PRIVACY_SETTINGS_EVENT, PRIVACY_SETTINGS_PENDING } from "./events";
// The chrome's per-visitor parts (profile or login, cart, the footer's Profile column), as visitor widgets.
export { accountWidget, cartWidget, footerProfileWidget } from "./widgets";
// The chrome's UI texts register in the platform's catalog from ./server.ts: this file is
// also client code (the widget list imports it), and the catalog (every language, the ICU
// compiler) must stay on the server.
