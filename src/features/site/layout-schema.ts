import * as z from "zod";
import { blockOrder, dbId, isSitePath } from "@/platform/schema";
import type { BlockType } from "./block-types";

/** Texts of the page layout manager (spec/site-admin.md §2.7, §8). */
export const PAGE_LAYOUT_MESSAGES = {
  title: "Manage Page Layout",
  empty: "No page sections found",
  saveFailed: "Failed to save page layout. Please try again.",
  /** The reason under saveFailed when the server gives none (spec §8 "Server responses"). */
  updateFailed: "Failed to update page layout",
  loadFailed: "Failed to load the page layout. Please try again.",
  saved: "Page layout saved",
  noChanges: "No changes to save",
  noOrganization: "Unable to determine organization ID",
  urlPage: 'Please enter a page URL (e.g., "/about" or "/")',
  organizationId: "organization_id must be a whole number between 1 and 2147483647.",
  sections: "sections must be a list of blocks, each with id, type and order",
  duplicateBlock: (type: string, id: number) => `The list names ${type} ${id} more than once.`,
  duplicateOrder: (order: number) => `Two blocks cannot both have order ${order}.`,
  unknownType: (type: string) => `Unknown block type "${type}".`,
  notOnPage: (label: string, id: number, urlPage: string) => `There is no ${label} ${id} on the page ${urlPage}.`,
  notOnSite: (label: string, id: number) => `There is no ${label} ${id} on this site.`,
  severalPages: (first: string, second: string) => `The blocks are on different pages (${first} and ${second}): a layout orders the blocks of one page.`,
  noPage: "Name at least one block of the page (or its url_page).",
  version: "version must be a whole number: the version of the layout you loaded.",
  /** A save based on an older version (409), as the other editors say it. */
  stale: "This page layout was changed by someone else. Review the latest version and save again.",
} as const;

/** A page's layout as its editor loads it (GET /api/page-layout/pages/{key}) and a 409 answers it: the version a save is sent against. */
export type PageLayoutRecord = { url_page: string; version: number; sections: PageLayoutSection[] };

/** One block of a page as the page layout API lists it (spec/site-admin.md §3 "Page layout section"). */
export type PageLayoutSection = {
  id: number;
  type: BlockType;
  title: string;
  order: number;
  data: { section_type: string | null };
};

/** A page path as a client sends it (the server drops locale prefixes and trailing slashes). */
export const layoutUrlPage = z
  .string({ error: PAGE_LAYOUT_MESSAGES.urlPage })
  .trim()
  .refine((v) => isSitePath(v) && !v.includes("//") && v.length <= 500, { error: PAGE_LAYOUT_MESSAGES.urlPage });

const entry = z.object(
  {
    id: dbId,
    type: z.string({ error: PAGE_LAYOUT_MESSAGES.sections }).max(50, { error: PAGE_LAYOUT_MESSAGES.sections }),
    order: blockOrder,
  },
  { error: PAGE_LAYOUT_MESSAGES.sections },
);

/** PUT /api/page-layout: the new order of a page's blocks. Each block once, each order once. */
export const pageLayoutSchema = z
  .object({
    url_page: layoutUrlPage.optional(),
    /** The layout's version the editor loaded (a newer save since answers 409); without it, no check (the spec's client). */
    version: z
      .number({ error: PAGE_LAYOUT_MESSAGES.version })
      .int({ error: PAGE_LAYOUT_MESSAGES.version })
      .min(0, { error: PAGE_LAYOUT_MESSAGES.version })
      .max(2147483647, { error: PAGE_LAYOUT_MESSAGES.version })
      .optional(),
    sections: z.array(entry, { error: PAGE_LAYOUT_MESSAGES.sections }).max(1000, { error: "A page layout lists at most 1000 blocks." }),
  })
  .superRefine(({ sections }, context) => {
    const blocks = new Set<string>();
    const orders = new Set<number>();
    sections.forEach(({ id, type, order }, index) => {
      const key = `${type}:${id}`;
      if (blocks.has(key)) context.addIssue({ code: "custom", path: ["sections", index, "id"], message: PAGE_LAYOUT_MESSAGES.duplicateBlock(type, id) });
      else if (orders.has(order)) context.addIssue({ code: "custom", path: ["sections", index, "order"], message: PAGE_LAYOUT_MESSAGES.duplicateOrder(order) });
      blocks.add(key);
      orders.add(order);
    });
  });

export type PageLayoutInput = z.output<typeof pageLayoutSchema>;
