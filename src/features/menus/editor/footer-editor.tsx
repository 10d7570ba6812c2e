"use client";

import type { EditorProps, EditorRequest } from "@/features/editing/record";
import { MenuEditor, prepareMenuEditor, type MenuEditorData } from "./menu-editor";

/** The footer editor (spec/site-admin.md §2.6), loaded by the editing shell when first opened. */
export default function FooterEditor(props: EditorProps<MenuEditorData>) {
  return <MenuEditor kind="footer" {...props} />;
}

export const prepare = (request: EditorRequest) => prepareMenuEditor("footer", request);
