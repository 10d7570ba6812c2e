import "server-only";
import type { PictureMap } from "@/features/media-library";
import { libraryPictures } from "@/features/media-library/server";
import type { Db } from "@/platform/db/client";
import type { BlockDefinition, BlockList, BlockSummary } from "../block-types";

// The block registry itself, every block type a page can hold, is assembled above
// the features (src/app/blocks.ts, DESIGN.md "Editing"); the page, the page layout
// manager and the site map receive it and read it through these functions.

export function blockDefinition(blocks: BlockList, type: string): BlockDefinition | undefined {
  return blocks.find((block) => block.editor.type === type);
}

/** A loaded block of a page: its type's definition, the record, and its summary. */
export type PageBlock = { definition: BlockDefinition; block: unknown; summary: BlockSummary };

/** A type's place in the registry: the tie-break of blocks with the same `order`. */
export const typeRank = (blocks: BlockList, type: string) => blocks.findIndex((b) => b.editor.type === type);

/**
 * Every block of a page (stored path), all types loaded together, in page order: order, then type, then id;
 * `locale`: the language the page renders in (the posts a block lists in it where translated).
 */
export async function loadPageBlocks(blocks: BlockList, organizationId: number, urlPage: string, locale?: string): Promise<PageBlock[]> {
  const perType = await Promise.all(
    blocks.map(async (definition) =>
      (await definition.load(organizationId, urlPage, locale)).map((block) => ({
        definition,
        block,
        summary: { type: definition.editor.type, ...definition.summary(block) },
      })),
    ),
  );
  return perType
    .flat()
    .sort((a, b) => a.summary.order - b.summary.order || typeRank(blocks, a.summary.type) - typeRank(blocks, b.summary.type) || a.summary.id - b.summary.id);
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
    blocks: blocks.map((entry, index) =>
      entry.definition.withPictures ? { ...entry, block: entry.definition.withPictures(entry.block, pictures, index === 0) } : entry,
    ),
    pictures,
  };
}

/** A page's blocks of every type follow it to a new path (`toPath`), or go with it when it is deleted (`null`). */
export async function movePageBlocks(blocks: BlockList, tx: Db, organizationId: number, fromPath: string, toPath: string | null): Promise<void> {
  for (const definition of blocks) await definition.movePage(tx, organizationId, fromPath, toPath);
}
