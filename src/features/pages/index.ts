// What other code may import from the pages feature (client-safe: the editor
// registration, the slug rules, the schemas and types). Pages are rows of the
// posts table, kind "page". Server code (route handlers, `loadPage`, the 404
// page of a site) is exported from ./server/index.ts.
export { pageEditor } from "./registration";
export { PAGE_LIMITS, PAGE_MESSAGES, RESERVED_SLUGS, reservedSlugMessage, slugError, slugify, slugOfPath, titleFromSlug } from "./rules";
export { createPageSchema, updatePageSchema, type Page, type PageCreate, type PageInput, type PageUpdate } from "./schema";
// A page's own translatable texts and the page as shown in a language (issue 42).
export { localizedPage, pageTexts } from "./translations";
