import type { ComponentType } from "react";
import type { Db } from "@/platform/db/client";

/** The kinds of block a page is made of (DESIGN.md "Pages and blocks"). `hero` comes with its own issue. */
export const BLOCK_TYPES = ["hero", "template_section", "heading_section"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** What the page, the layout manager and the editing shell know of any block. */
export type BlockSummary = { type: BlockType; id: number; order: number; title: string };

/**
 * One block type in the registry (src/features/site/server/registry.ts). The page
 * renders the registry: it loads every type's blocks of the page, sorts them by
 * `order`, and renders each through its type's `Component` inside a wrapper that
 * carries the block's edit slot (see site/public/block-frame.tsx).
 */
export type BlockDefinition<T = unknown> = {
  type: BlockType;
  /** Plain words for people: "Template section", "Heading section". */
  label: string;
  /** The organization's blocks of this type on one page (stored path, no locale prefix), cached until its next save. */
  load: (organizationId: number, urlPage: string) => Promise<T[]>;
  summary: (block: T) => Omit<BlockSummary, "type">;
  /** What a search result or a shared link shows of the block in `locale`: its text (stored rich text is fine) and image. */
  preview: (block: T, locale: string) => { text: string | null | undefined; image: string | null | undefined };
  /** Public component. It must contain its own rendering errors (one broken block never breaks the page). */
  Component: ComponentType<{ block: T; locale: string }>;
  Skeleton: ComponentType;
  /**
   * Sets one block's order inside the page layout transaction. Answers false when
   * no block of this type with that id belongs to the organization and page.
   */
  setOrder: (tx: Db, organizationId: number, urlPage: string, id: number, order: number) => Promise<boolean>;
  /** Moves all of a page's blocks of this type to `toPath` (its slug changed), or deletes them (`null`: the page was deleted). */
  movePage: (tx: Db, organizationId: number, fromPath: string, toPath: string | null) => Promise<void>;
};
