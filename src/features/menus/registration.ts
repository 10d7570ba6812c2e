import type { EditorRegistration } from "@/features/editing/record";

// No runtime import in this module: server components import this feature's
// index, and a registration module that imports something stays in their graph
// with its import() of the editor, which then ships with every page
// (docs/decisions.md "Visitor JavaScript, the chrome round"; a unit test checks).

/**
 * The header and footer editors as they register with the editing shell: opened by the
 * public header's and footer's "Edit header" / "Edit footer" slots (`data-editor-open`),
 * and from Create New and the palette.
 */
export const headerEditor: EditorRegistration = {
  type: "header",
  // Menus and the header and footer styles are saved by owners and admins only.
  roles: ["owner", "admin"],
  label: "Header",
  commands: [{ id: "header", label: "Header", keywords: ["menu", "navigation"], roles: ["owner", "admin"], group: "site", needsOrganization: true }],
  load: () => import("./editor/header-editor"),
};

export const footerEditor: EditorRegistration = {
  type: "footer",
  // Menus and the header and footer styles are saved by owners and admins only.
  roles: ["owner", "admin"],
  label: "Footer",
  commands: [{ id: "footer", label: "Footer", keywords: ["links"], roles: ["owner", "admin"], group: "site", needsOrganization: true }],
  load: () => import("./editor/footer-editor"),
};
