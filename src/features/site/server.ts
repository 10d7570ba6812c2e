// The site feature's server-side entry: the page composition and the block registry.
// Client code may only `import type` from ./block-types (through ./index.ts).
export { SitePage } from "./public/site-page";
export { BlogSitePage, blogPageNumber, HelpCenterSitePage } from "./public/post-pages";
export { pageMetadata, postListMetadata } from "./server/metadata";
export { siteAlternates, siteHref, siteLocales, siteUrl } from "./server/site-urls";
export { BLOCKS, blockDefinition, loadPageBlocks, movePageBlocks, type PageBlock } from "./server/registry";
export { readPageLayout, savePageLayoutRoute } from "./server/layout";
