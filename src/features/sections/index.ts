// What other features may import from the sections feature (client-safe).
// Server code (route handlers, the page block): ./server/index.ts.
export type { TemplateSection } from "./schema";
export { sectionEditor } from "./registration";
export { createSectionSchema } from "./schema";
export { showSectionEmptyHints } from "./public/section-empty-hints";
