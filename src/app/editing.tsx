"use client";

import type { ReactNode } from "react";
import { EditingLayer, type EditingSetup } from "@/features/editing";

/** The editor list (src/app/editors.ts), loaded only for members: never in a visitor's scripts. */
const loadEditing = (): Promise<EditingSetup> => import("./editors").then((loaded) => loaded.EDITING);

/**
 * The site layout's editing layer with the editor list, as SiteWidgets is its
 * widget layer with the widget list: assembled here, above the features (DESIGN.md
 * "Editing"). The pages' editing slots take the shell for members. The App Router's
 * refresh is wired by src/app/app-router-glue.tsx.
 */
export function SiteEditing({ children }: { children: ReactNode }) {
  return <EditingLayer load={loadEditing}>{children}</EditingLayer>;
}
