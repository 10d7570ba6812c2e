// What other features may import from the pages feature (pages are rows of the
// posts table, kind "page"). This file re-exports server code (loadPage): code
// that runs in the browser imports "@/features/pages/client" instead (or only
// `import type` from here).
export * from "./client";
export { PageNotFound } from "./public/page-not-found";
export { listPages, loadPage } from "./server/queries";
