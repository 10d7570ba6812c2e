// The site map feature: the Site Map modal's registration and its data's types.
// The route handler is in ./server/index.ts.
export { siteMapEditor } from "./registration";
export type { SiteMap, SiteMapNode } from "./types";
export { SiteLinkChoices, SiteLinkPicker, UnknownLinkWarning, useSiteLinks } from "./editor/site-link-picker";
export { isUnknownPath, sitePathOf, siteLinksOf, type SiteLink } from "./editor/site-links";
