// The members-only editing shell, mounted once by src/app/editing.tsx with the
// editor list (src/app/editors.ts). No feature imports it: pages name their
// editing slot (src/ui/editing-slot.tsx), editors and registrations use
// @/features/editing/record, and the viewer is the platform's (src/platform/session).
export { EditingLayer } from "./editing-layer";
export type { BlockRegistration, EditingSetup, EditorRegistration } from "./types";
