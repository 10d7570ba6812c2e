import "server-only";
// The site feature's server-side entry: the page composition and the block registry.
// Client code may only `import type` from ./block-types (through ./index.ts).
export { SitePage } from "./public/site-page";
export { BlogSitePage, blogPageNumber, HelpCenterSitePage } from "./public/post-pages";
export { notFoundMetadata, pageMetadata, postListMetadata } from "./server/metadata";
export { siteAlternates, siteHref, siteLocales, siteUrl } from "./server/site-urls";
export { BLOCKS, blockDefinition, loadPageBlocks, movePageBlocks, type PageBlock } from "./server/registry";
export { readPageLayout, savePageLayoutRoute } from "./server/layout";
export { layoutRevisionRoutes } from "./server/layout-revisions";
// The visitor widgets' slots, for server components (the header, the footer): they must not import
// ./index.ts, whose `import()` of the page layout editor would then be in every page's scripts.
export { WidgetSlot } from "./widgets/widget-slot";
