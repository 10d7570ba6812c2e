import "server-only";
import type { Db } from "@/platform/db/client";

/** Moves a page's blocks of every type to `toPath` (its slug changed), or deletes them (`null`: the page was deleted). */
export type MovePageBlocks = (tx: Db, organizationId: number, fromPath: string, toPath: string | null) => Promise<void>;

let moveBlocks: MovePageBlocks | null = null;

/**
 * The page writes' hook for the blocks on a page, wired by the block list
 * (src/app/blocks.ts), which the pages' route imports: the block registry sits
 * above this feature (the site's page imports it), so it is handed in, not imported.
 */
export function onPageMove(move: MovePageBlocks): void {
  moveBlocks = move;
}

export function movePageBlocks(...args: Parameters<MovePageBlocks>): Promise<void> {
  if (!moveBlocks) throw new Error("A page moved before the block list was wired: import src/app/blocks.ts in the route.");
  return moveBlocks(...args);
}
