// Server entry of the chrome feature: the header and footer read the cached menu.
export { SiteHeader } from "./server/site-header";
export { SiteFooter } from "./server/site-footer";
