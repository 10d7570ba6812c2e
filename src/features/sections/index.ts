// What other features may import from the sections feature (client-safe).
// Server code (route handlers, the page block): ./server/index.ts.
import type { EditorRegistration } from "@/features/editing";

export type { TemplateSection } from "./schema";

/** The Template Section editor, as it registers with the editing shell. */
export const sectionEditor: EditorRegistration = {
  type: "template_section",
  label: "Template section",
  noun: "section",
  block: true,
  shortcut: "mod+shift+s",
  load: () => import("./editor/editor-module"),
};
