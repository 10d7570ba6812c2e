import "server-only";
// The heading sections feature's server-side entry (route handlers, the page block).
// Client code imports the feature through ../index.ts only.
export { headingSectionBlock } from "./block";
export { createHeadingRoute, deleteHeadingRoute, getPageHeading, listPageHeadings, updateHeadingRoute } from "./api";
// Sample content of the demo site (scripts/demo).
export { createHeading } from "./write";
export { createHeadingSchema } from "../schema";
// Revisions of a heading section (docs/decisions.md "Revisions for every editor").
export { headingRevisionRoutes } from "./revisions";
