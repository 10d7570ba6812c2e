import { headingSectionBlock } from "@/features/heading-sections/server";
import { heroBlock } from "@/features/hero/server";
import { templateSectionBlock } from "@/features/sections/server";
import type { Db } from "@/platform/db/client";
import type { BlockDefinition, BlockSummary, BlockType } from "../block-types";

/**
 * The block registry: every block type a page can hold, in one list. The page,
 * the page layout manager and the editing shell read it; nothing else names a
 * block type to render it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is typed by its own feature
export const BLOCKS: readonly BlockDefinition<any>[] = [heroBlock, templateSectionBlock, headingSectionBlock];

export function blockDefinition(type: string): BlockDefinition<unknown> | undefined {
  return BLOCKS.find((block) => block.type === type);
}

/** A loaded block of a page: its type's definition, the record, and its summary. */
export type PageBlock = { definition: BlockDefinition<unknown>; block: unknown; summary: BlockSummary };

const typeRank = (type: BlockType) => BLOCKS.findIndex((b) => b.type === type);

/** Every block of a page (stored path), all types loaded together, in page order: order, then type, then id. */
export async function loadPageBlocks(organizationId: number, urlPage: string): Promise<PageBlock[]> {
  const perType = await Promise.all(
    BLOCKS.map(async (definition) =>
      (await definition.load(organizationId, urlPage)).map((block) => ({ definition, block, summary: { type: definition.type, ...definition.summary(block) } })),
    ),
  );
  return perType
    .flat()
    .sort((a, b) => a.summary.order - b.summary.order || typeRank(a.summary.type) - typeRank(b.summary.type) || a.summary.id - b.summary.id);
}

/** A page's blocks of every type follow it to a new path (`toPath`), or go with it when it is deleted (`null`). */
export async function movePageBlocks(tx: Db, organizationId: number, fromPath: string, toPath: string | null): Promise<void> {
  for (const definition of BLOCKS) await definition.movePage(tx, organizationId, fromPath, toPath);
}
