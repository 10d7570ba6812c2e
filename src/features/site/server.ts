import "server-only";
// The site feature's server-side entry: the page composition and what reads the block
// registry (src/app/blocks.ts assembles it, above the features, and hands it in).
// Client code may only `import type` from ./block-types (through ./index.ts).
export { SitePage } from "./public/site-page";
export { BlogSitePage, blogPageNumber, HelpCenterSitePage } from "./public/post-pages";
export { notFoundMetadata, pageMetadata, postListMetadata } from "./server/metadata";
export { siteAlternates, siteHref, siteLocales, siteUrl } from "./server/site-urls";
export { blockDefinition, loadPageBlocks, movePageBlocks, type PageBlock } from "./server/registry";
export type { BlockDefinition, BlockList, BlockType } from "./block-types";
export { readPageLayout, savePageLayoutRoute } from "./server/layout";
export { layoutRevisionRoutes } from "./server/layout-revisions";
