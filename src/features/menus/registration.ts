import type { EditorRegistration } from "@/features/editing";

/**
 * The header and footer editors as they register with the editing shell: opened by the
 * public header's and footer's "Edit header" / "Edit footer" slots (`data-editor-open`),
 * and from the members' floating launcher until Create New and the palette exist.
 */
export const headerEditor: EditorRegistration = {
  type: "header",
  label: "Header",
  launcher: "Header",
  load: () => import("./editor/header-editor"),
};

export const footerEditor: EditorRegistration = {
  type: "footer",
  label: "Footer",
  launcher: "Footer",
  load: () => import("./editor/footer-editor"),
};
