import type { EditorRegistration } from "@/features/editing";

/**
 * The Create Page modal, as it registers with the editing shell: opened by the
 * shell's "New page" launcher and by "Create this page" on a 404 (with a slug).
 */
export const pageEditor: EditorRegistration = {
  type: "page",
  label: "Page",
  launcher: "New page",
  load: () => import("./editor/editor-module"),
};
