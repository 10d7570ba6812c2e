import "server-only";
// The pages feature's server-side entry: route handlers, the cached page loader
// for the page composition (src/features/site), and the 404 page of a site (a
// client component that server routes render). Client code imports ../index.ts.
export { createPageRoute, deletePageRoute, listHostPages, updatePageRoute } from "./api";
export { listPages, loadPage, PAGES_KEY } from "./queries";
export { PageNotFound } from "../public/page-not-found";
// The hook the block list (src/app/blocks.ts) wires: a page's blocks follow its slug.
export { onPageMove, type MovePageBlocks } from "./page-move";
// Sample content of the demo site (scripts/demo).
export { createPage } from "./write";
