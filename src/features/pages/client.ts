// The pages feature's client-safe entry: what code that runs in the browser (the
// editing shell's editor list, forms) may import. Server code: ./server/index.ts,
// re-exported with everything else by ./index.ts.
export { pageEditor } from "./registration";
export { PAGE_LIMITS, PAGE_MESSAGES, RESERVED_SLUGS, reservedSlugMessage, slugError, slugify, slugOfPath, titleFromSlug } from "./rules";
export { createPageSchema, updatePageSchema, type Page, type PageInput } from "./schema";
