import type { ComponentType } from "react";
import { sectionEditor } from "@/features/sections";

/** An editor the shell mounts on a page. `load` fetches its code; only members ever call it. */
export type PageEditor = {
  type: string;
  load: () => Promise<{ default: ComponentType<{ urlPage: string }> }>;
};

/** The editors of a page, in mounting order. */
export const PAGE_EDITORS: readonly PageEditor[] = [sectionEditor];
