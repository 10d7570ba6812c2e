// The heading sections feature (spec/editors.md §2.4, spec/visitor.md "Heading
// section rendering"): what client code may import. The shell's editor list is in
// every member's and visitor's page bundle, so this stays tiny: the editor's
// registration (the editor loads lazily) and types. Server code (route handlers,
// the page block) is ./server/index.ts.
export { headingSectionEditor } from "./registration";
export type { HeadingSection, HeadingInput } from "./schema";
