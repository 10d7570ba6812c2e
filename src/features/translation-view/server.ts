import "server-only";
// The translation view's server entry (issue 42, items 2, 3 and 4): its routes, handed the block registry (src/app/blocks.ts)
// and the site-wide texts' sources (src/app/site-texts.ts).
export { discardDraftRoute, draftMissingRoute, readTranslationView } from "./server/api";
export { readSiteTextsStatus, saveSiteTextRoute, type SiteTextSources } from "./server/site-texts";
