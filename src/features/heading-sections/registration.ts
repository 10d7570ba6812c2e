// The Heading Section editor's registration with the editing shell. Client-safe:
// it imports no server code (the editor itself loads lazily), so the shell's
// list (src/features/editing/editors.ts) imports this file, not ../index.ts.
import type { EditorRegistration } from "@/features/editing";

export const headingSectionEditor: EditorRegistration = {
  type: "heading_section",
  label: "Heading section",
  noun: "heading",
  block: true,
  shortcut: "mod+shift+h",
  load: () => import("./editor/editor-module"),
};
