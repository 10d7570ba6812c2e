import "server-only";
// The site feature's server-side entry: the page composition and what reads the block
// registry (src/app/blocks.ts assembles it, above the features, and hands it in).
// Client code may only `import type` from ./block-types (through ./index.ts).
export { loadSitePage, SitePage, type SitePageData } from "./public/site-page";
export { MissingPage } from "./public/missing-page";
export { BlogSitePage, blogPageNumber, HelpCenterSitePage, loadBlogSitePage, loadHelpCenterSitePage } from "./public/post-pages";
export { loadProductsSitePage, ProductsSitePage } from "./public/products-page";
export { notFoundMetadata, pageMetadata, postListMetadata, productsMetadata } from "./server/metadata";
export { siteAlternates, siteHref, siteLocales, siteUrl } from "./server/site-urls";
export { blockDefinition, loadPageBlocks, movePageBlocks, type PageBlock } from "./server/registry";
export type { BlockCheckContent, BlockDefinition, BlockList, BlockType } from "./block-types";
export { readPageLayout, readPageLayoutRecord, savePageLayoutRoute } from "./server/layout";
export { blocksTranslation, offeredLocales, pageTranslation, readPageTranslation, textsTranslations } from "./server/translation";
export { layoutRevisionRoutes } from "./server/layout-revisions";
