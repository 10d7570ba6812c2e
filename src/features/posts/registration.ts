"use client";

import type { EditorRegistration } from "@/features/editing";

/**
 * The post editor, as it registers with the editing shell: "New post" in the
 * launcher (Create New and the palette read the same list), Cmd/Ctrl+Shift+P,
 * and "Edit post" on a post's page. A client module: the posts index is
 * imported by server components, and an import() there would ship the editor
 * with every page (docs/decisions.md "Visitor JavaScript, the chrome round").
 */
export const postEditor: EditorRegistration = {
  type: "post",
  label: "Post",
  launcher: "New post",
  shortcut: "mod+shift+p",
  load: () => import("./editor/post-editor"),
};
