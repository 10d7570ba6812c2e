"use client";

import dynamic from "next/dynamic";
import { useViewer } from "@/features/account/viewer";

// Only members download the editor: the chunk loads once the session says they may edit.
const EditorRoot = dynamic(() => import("./editor-root"), { ssr: false, loading: () => null });

/**
 * The page's editing layer: nothing for visitors and customers; for members
 * (owner, admin, editor) an Edit button in every section's edit slot, a New
 * section button and the Template Section editor.
 */
export function SectionEditLayer({ urlPage }: { urlPage: string }) {
  const viewer = useViewer();
  if (!viewer?.role) return null;
  return <EditorRoot urlPage={urlPage} />;
}
