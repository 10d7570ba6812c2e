import type { ComponentType } from "react";
import type { BlockRegistration } from "@/features/editing/record";
import type { PictureMap } from "@/features/media-library";
import type { Db } from "@/platform/db/client";
import type { BlockPlace } from "@/platform/db/page-rows";
import type { TranslatableText } from "@/platform/translations/rules";

/**
 * The name of a kind of block a page is made of (DESIGN.md "Pages and blocks").
 * The closed union of the registered types is the block list's (src/app/blocks.ts,
 * above the features); this feature takes any registered name.
 */
export type BlockType = string;

/** What the page, the layout manager and the editing shell know of any block. */
export type BlockSummary = { type: BlockType; id: number; order: number; title: string };

/**
 * One block type in the registry (src/app/blocks.ts), one
 * object: its editor registration (type, label, the word on its Edit button,
 * Create New entries, the lazily loaded editor) and how the page loads and
 * shows it. The page renders the registry: it loads every type's blocks of the
 * page, sorts them by `order`, and renders each through its type's `Component`
 * inside a wrapper that carries the block's edit slot (see site/public/block-frame.tsx).
 */
export type BlockDefinition<T = unknown, K extends string = string> = {
  /** The type's registration with the editing shell, the same object the shell's editor list holds. */
  editor: BlockRegistration<K>;
  /**
   * The organization's blocks of this type on one page (stored path, no locale prefix), cached until its next save;
   * `locale`: the page's language, for what a block shows of other records (the posts a slider lists), when it renders.
   */
  load: (organizationId: number, urlPage: string, locale?: string) => Promise<T[]>;
  summary: (block: T) => Omit<BlockSummary, "type">;
  /**
   * The image addresses the block shows. The page resolves the media library's among
   * every block's in one query (site/server/registry.ts `withPagePictures`) and gives
   * each block its pictures through `withPictures`.
   */
  images?: (block: T) => readonly (string | null | undefined)[];
  /** The block with the pictures of its library images; `first`: it opens the page (its images load eagerly). */
  withPictures?: (block: T, pictures: PictureMap, first: boolean) => T;
  /** What a search result or a shared link shows of the block in `locale`: its text (stored rich text is fine) and image. */
  preview: (block: T, locale: string) => { text: string | null | undefined; image: string | null | undefined };
  /** What the check before publishing reads of the block as visitors of `locale` see it (src/features/site-check). */
  check?: (block: T, locale: string) => BlockCheckContent;
  /** The block's translatable texts, for the page's translation status (issue 42; none when absent). */
  translatable?: (block: T) => readonly TranslatableText[];
  /** Public component. It must contain its own rendering errors (one broken block never breaks the page). */
  Component: ComponentType<{ block: T; locale: string }>;
  Skeleton: ComponentType;
  /** Where the blocks of this type with these ids are (any organization's: the caller checks); unknown ids are left out. */
  locate: (db: Db, ids: readonly number[]) => Promise<BlockPlace[]>;
  /** The organization's blocks of this type on one page, id and order, read in `db` (the page layout's revisions). */
  onPage: (db: Db, organizationId: number, urlPage: string) => Promise<{ id: number; order: number }[]>;
  /**
   * Sets one block's order inside the page layout transaction. Answers false when
   * no block of this type with that id belongs to the organization and page.
   */
  setOrder: (tx: Db, organizationId: number, urlPage: string, id: number, order: number) => Promise<boolean>;
  /** Moves all of a page's blocks of this type to `toPath` (its slug changed), or deletes them (`null`: the page was deleted). */
  movePage: (tx: Db, organizationId: number, fromPath: string, toPath: string | null) => Promise<void>;
};

/**
 * A block's content as the check before publishing reads it: its links, rich
 * text, images and chosen text colours on their backgrounds. `field` names where
 * it is stored ("url", "section_description"); `where` is the block's own name.
 */
export type BlockCheckContent = {
  links?: readonly { field: string; url: string | null | undefined }[];
  html?: readonly { field: string; html: string | null | undefined }[];
  images?: readonly { field: string; src: string | null | undefined; alt?: string | null }[];
  /** A text colour the editor chose (null: the readable one) over a background's stops (solid: one). */
  colors?: readonly { field: string; text: string | null | undefined; stops: readonly (string | null | undefined)[] }[];
};

/** The block registry as the page, the layout manager and the site map receive it (src/app/blocks.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is typed by its own feature
export type BlockList<K extends string = string> = readonly BlockDefinition<any, K>[];
