import type { EditorRegistration } from "@/features/editing";

/** The Create Page modal, as it registers with the editing shell (opened by "Create this page" and Create New). */
export const pageEditor: EditorRegistration = {
  type: "page",
  label: "Page",
  load: () => import("./editor/editor-module"),
};
