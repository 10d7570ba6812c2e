"use client";

import dynamic from "next/dynamic";
import { canEdit, useViewer } from "./viewer";

// Only members download the shell: its chunk loads once the session says they may edit.
// The block editors' chunks start loading at the same time, so the first Edit opens at once.
// The list of editors (with every feature's schemas) loads with it, never with the page.
const EditingShell = dynamic(
  () =>
    import("./editors").then(({ PAGE_EDITORS }) => {
      for (const editor of PAGE_EDITORS) if (editor.block) void editor.load?.();
      return import("./shell");
    }),
  { ssr: false, loading: () => null },
);

/**
 * The page's members-only editing layer: nothing for visitors and customers; for
 * members (owner, admin, editor) the editing shell. `urlPage` is the page's
 * stored path (no locale prefix).
 */
export function EditingLayer({ urlPage }: { urlPage: string }) {
  const viewer = useViewer();
  if (!canEdit(viewer)) return null;
  return <EditingShell urlPage={urlPage} />;
}
