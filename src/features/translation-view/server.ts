import "server-only";
// The translation view's server entry (issue 42, items 3 and 4): its routes, handed the block registry (src/app/blocks.ts).
export { discardDraftRoute, draftMissingRoute, readTranslationView } from "./server/api";
