// The heading sections feature (spec/editors.md §2.4, spec/visitor.md "Heading
// section rendering"). This entry is for server code: the route handlers and the
// page block. Client code imports ./registration.ts (the editor's registration,
// client-safe) and may `import type` from here.
export { headingSectionEditor } from "./registration";
export { headingSectionBlock } from "./server/block";
export { createHeadingRoute, deleteHeadingRoute, getPageHeading, listPageHeadings, updateHeadingRoute } from "./server/api";
export { HEADING_MESSAGES, STYLE_VARIANTS, type HeadingSection, type HeadingInput } from "./schema";
