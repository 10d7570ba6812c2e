"use client";

import dynamic from "next/dynamic";
import { PAGE_EDITORS } from "./editors";
import { canEdit, useViewer } from "./viewer";

// Only members download the shell: its chunk loads once the session says they may edit.
// The editors' own chunks start loading at the same time, not after the shell's.
const EditingShell = dynamic(
  () => {
    for (const editor of PAGE_EDITORS) void editor.load();
    return import("./shell");
  },
  { ssr: false, loading: () => null },
);

/**
 * The page's members-only editing layer: nothing for visitors and customers; for
 * members (owner, admin, editor) the editing shell with the page's editors.
 */
export function EditingLayer({ urlPage }: { urlPage: string }) {
  const viewer = useViewer();
  if (!canEdit(viewer)) return null;
  return <EditingShell urlPage={urlPage} />;
}
