import "server-only";
// Server entry of the chrome feature: the header and footer read the cached menu.
export { SiteHeader } from "./server/site-header";
export { SiteFooter } from "./server/site-footer";
export { loadSiteLogo, SiteHomeLink } from "./server/site-home-link";
export { loadChrome, type ChromeData } from "./server/chrome-data";
// The chrome's UI texts (chrome.*), registered in the platform's message catalog when this
// entry loads: the site layout imports it for the header and footer, so every page has them.
export { chromeMessages } from "./messages";
