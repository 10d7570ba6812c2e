"use client";

import { createContext, useContext, type ReactNode } from "react";

/** What fills an editing slot: the editing layer's members-only shell for the page at `urlPage`. */
export type PageEditing = (urlPage: string) => ReactNode;

const EditingSlotContext = createContext<PageEditing | null>(null);

/** Provided once by the editing layer (src/features/editing, mounted by src/app/editing.tsx). */
export const EditingSlotProvider = EditingSlotContext.Provider;

/**
 * Where a page (or the 404) takes the members' editing shell, for the page at
 * `urlPage` (its stored path, no locale prefix). The page names the place; the
 * editing layer above it, which the page does not import, fills it: nothing for
 * visitors, the shell for members. Outside the layer (a test's render) it is empty.
 */
export function EditingSlot({ urlPage }: { urlPage: string }) {
  const editing = useContext(EditingSlotContext);
  return editing ? editing(urlPage) : null;
}
