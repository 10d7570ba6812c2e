// The Heading Section editor's registration with the editing shell. The editor
// itself (./editor) loads lazily when first used.
import type { EditorRegistration } from "@/features/editing";

export const headingSectionEditor: EditorRegistration = {
  type: "heading_section",
  label: "Heading section",
  noun: "heading",
  block: true,
  shortcut: "mod+shift+h",
  load: () => import("./editor/editor-module"),
};
