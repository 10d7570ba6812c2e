"use client";

import type { EditorRegistration } from "@/features/editing/record";
import { CONTENT_ROLES } from "@/platform/tenancy/types";

/**
 * The post editor, as it registers with the editing shell: "New post" in Create
 * New and the palette, Cmd/Ctrl+Shift+P, and "Edit post" on a post's page. A client module: the posts index is
 * imported by server components, and an import() there would ship the editor
 * with every page (docs/decisions.md "Visitor JavaScript, the chrome round").
 */
export const postEditor: EditorRegistration = {
  type: "post",
  label: "Post",
  commands: [{ id: "post", label: "New post", keywords: ["blog", "article", "help"], roles: CONTENT_ROLES, group: "content", shortcut: "mod+shift+p" }],
  load: () => import("./editor/post-editor"),
};
