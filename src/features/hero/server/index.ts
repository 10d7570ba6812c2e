import "server-only";
// The hero feature's server-side entry (route handlers, the page block, writes
// used by starter content). Client code imports the feature through ../index.ts.
export { heroBlock } from "./block";
export * from "./api";
export { createHero, heroIdOfPage, saveHeroOfPage } from "./write";
export { seedDemoHero } from "./seed-demo";
export { createHeroSchema, heroSettingsSchema } from "../schema";
// Revisions of a hero (docs/decisions.md "Revisions for every editor").
export { heroRevisionRoutes, heroRevisions } from "./revisions";
