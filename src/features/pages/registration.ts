import type { EditorRegistration } from "@/features/editing/record";

// No runtime import in this module: server components import this feature's
// index, and a registration module that imports something stays in their graph
// with its import() of the editor, which then ships with every page
// (docs/decisions.md "Visitor JavaScript, the chrome round"; a unit test checks).

/**
 * The Create Page modal, as it registers with the editing shell: opened by
 * "New page" (Create New, the palette) and by "Create this page" on a 404 (with a slug).
 */
export const pageEditor: EditorRegistration = {
  type: "page",
  label: "Page",
  commands: [{ id: "page", label: "New page", roles: ["owner", "admin", "editor"], group: "content" }],
  load: () => import("./editor/editor-module"),
};
