import "server-only";
// The sections feature's server-side entry (route handlers, the page block).
// Client code imports the feature through ../index.ts only.
export { templateSectionBlock } from "./block";
export * from "./api";
export { toPagePath } from "@/platform/schema";
// Used by a new organization's starter page (src/features/organizations).
export { createSection } from "./write";
export { createSectionSchema } from "../schema";
export { SECTION_NOT_FOUND } from "./records";
// Where the pricing plans are shown (the basket's link to them).
export { pricingPagePath } from "./queries";
// Which sections show a metric (this feature owns the section–metric link), for the metric routes.
export { metricUsage } from "./section-metrics";
// Sample content of the demo site (scripts/demo).
export { seedDemoSections, seedSections, type DemoSection } from "./seed-demo";
// Revisions of a section (docs/decisions.md "Revisions for every editor").
export { sectionRevisionRoutes } from "./revisions";
