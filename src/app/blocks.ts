import "server-only";
import { headingSectionBlock } from "@/features/heading-sections/server";
import { heroBlock } from "@/features/hero/server";
import { templateSectionBlock } from "@/features/sections/server";
import { onPageMove } from "@/features/pages/server";
import { movePageBlocks, type BlockDefinition, type BlockList } from "@/features/site/server";

/** Each entry typed by its own feature: its record type and its literal block type. */
const REGISTERED = [heroBlock, templateSectionBlock, headingSectionBlock] as const;

/** The closed union of block types: the types of the registry's entries. */
export type BlockType = (typeof REGISTERED)[number]["editor"]["type"];

/**
 * The block registry: every block type a page can hold, in one list, each one
 * object carrying its editor registration, assembled here above the features
 * (DESIGN.md "Editing"). The page, the page layout manager, the site map and
 * (through the same registrations, src/app/editors.ts) the editing shell receive
 * it; nothing else names a block type to render it. The order is the tie-break
 * of blocks with the same `order` and the order of the layout manager's counts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is typed by its own feature
export const BLOCKS: BlockList<BlockType> = REGISTERED as readonly BlockDefinition<any, BlockType>[];

// A page's blocks follow it to its new slug, or go with it when it is deleted (the pages feature's hook).
onPageMove((tx, organizationId, fromPath, toPath) => movePageBlocks(BLOCKS, tx, organizationId, fromPath, toPath));
