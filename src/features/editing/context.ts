"use client";

import { createContext, useContext } from "react";
import type { Editing } from "./types";

export const EditingContext = createContext<Editing | null>(null);

/** The editing shell's API: open an editor by its registered type. Only inside the members-only shell. */
export function useEditing(): Editing {
  const editing = useContext(EditingContext);
  if (!editing) throw new Error("useEditing() needs the editing shell above it.");
  return editing;
}
