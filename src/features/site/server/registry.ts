import "server-only";
import { headingSectionBlock } from "@/features/heading-sections/server";
import { heroBlock } from "@/features/hero/server";
import { templateSectionBlock } from "@/features/sections/server";
import type { PictureMap } from "@/features/media-library";
import { libraryPictures } from "@/features/media-library/server";
import type { Db } from "@/platform/db/client";
import type { BlockDefinition, BlockSummary } from "../block-types";

/** Each entry typed by its own feature: its record type and its literal block type. */
const REGISTERED = [heroBlock, templateSectionBlock, headingSectionBlock] as const;

/** The closed union of block types: the types of the registry's entries. */
export type BlockType = (typeof REGISTERED)[number]["editor"]["type"];

/**
 * The block registry: every block type a page can hold, in one list, each one
 * object carrying its editor registration. The page, the page layout manager
 * and (through the same registrations) the editing shell read it; nothing else
 * names a block type to render it. The order is the tie-break of blocks with
 * the same `order` and the order of the layout manager's counts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is typed by its own feature
export const BLOCKS: readonly BlockDefinition<any, BlockType>[] = REGISTERED;

export function blockDefinition(type: string): BlockDefinition<unknown, BlockType> | undefined {
  return BLOCKS.find((block) => block.editor.type === type);
}

/** A loaded block of a page: its type's definition, the record, and its summary. */
export type PageBlock = { definition: BlockDefinition<unknown, BlockType>; block: unknown; summary: BlockSummary };

const typeRank = (type: BlockType) => BLOCKS.findIndex((b) => b.editor.type === type);

/** Every block of a page (stored path), all types loaded together, in page order: order, then type, then id. */
export async function loadPageBlocks(organizationId: number, urlPage: string): Promise<PageBlock[]> {
  const perType = await Promise.all(
    BLOCKS.map(async (definition) =>
      (await definition.load(organizationId, urlPage)).map((block) => ({ definition, block, summary: { type: definition.editor.type, ...definition.summary(block) } })),
    ),
  );
  return perType
    .flat()
    .sort((a, b) => a.summary.order - b.summary.order || typeRank(a.summary.type) - typeRank(b.summary.type) || a.summary.id - b.summary.id);
}

/**
 * The page's blocks with the pictures of their media library images, and those
 * pictures: one query for every block's images and the `more` addresses the page
 * shows beside its blocks (a post's photo, the latest posts'). The first block's
 * images load eagerly (the first screen), the others lazily.
 */
export async function withPagePictures(
  organizationId: number,
  blocks: PageBlock[],
  more: readonly (string | null | undefined)[] = [],
): Promise<{ blocks: PageBlock[]; pictures: PictureMap }> {
  const urls = [...blocks.flatMap(({ definition, block }) => definition.images?.(block) ?? []), ...more];
  const pictures = await libraryPictures(organizationId, urls);
  if (pictures.size === 0) return { blocks, pictures };
  return {
    blocks: blocks.map((entry, index) => (entry.definition.withPictures ? { ...entry, block: entry.definition.withPictures(entry.block, pictures, index === 0) } : entry)),
    pictures,
  };
}

/** A page's blocks of every type follow it to a new path (`toPath`), or go with it when it is deleted (`null`). */
export async function movePageBlocks(tx: Db, organizationId: number, fromPath: string, toPath: string | null): Promise<void> {
  for (const definition of BLOCKS) await definition.movePage(tx, organizationId, fromPath, toPath);
}
