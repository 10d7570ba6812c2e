import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** A table of rows placed on an organization's page (the blocks: sections, headings, heroes). */
export type PageRowTable = PgTable & { id: PgColumn; organization_id: PgColumn; url_page: PgColumn; order: PgColumn };

/** Where a block is: the organization and the page (stored path) it belongs to. */
export type BlockPlace = { id: number; organizationId: number; urlPage: string };

/**
 * The writes every block type shares (src/features/site/block-types.ts): where
 * a block is (the page layout finds its page from its blocks), one block's order in the page layout transaction, and all of a page's blocks
 * following the page to a new path, or going with it when it is deleted.
 */
export function pageRowWrites(table: PageRowTable) {
  return {
    /** Where the blocks with these ids are: each one's organization and page (stored path); unknown ids are left out. */
    async locate(db: Db, ids: readonly number[]): Promise<BlockPlace[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: table.id, organizationId: table.organization_id, urlPage: table.url_page })
        .from(table)
        .where(inArray(table.id, [...ids]));
      return rows as BlockPlace[];
    },
    /** The organization's blocks of this table on one page (stored path): id and order, read in `db` (a save's transaction). */
    async onPage(db: Db, organizationId: number, urlPage: string): Promise<{ id: number; order: number }[]> {
      const rows = await db
        .select({ id: table.id, order: table.order })
        .from(table)
        .where(and(eq(table.organization_id, organizationId), eq(table.url_page, urlPage)));
      return rows as { id: number; order: number }[];
    },
    async setOrder(tx: Db, organizationId: number, urlPage: string, id: number, order: number): Promise<boolean> {
      const rows = await tx
        .update(table)
        .set({ order } as never)
        .where(and(eq(table.id, id), eq(table.organization_id, organizationId), eq(table.url_page, urlPage)))
        .returning({ id: table.id });
      return rows.length === 1;
    },
    async movePage(tx: Db, organizationId: number, fromPath: string, toPath: string | null): Promise<void> {
      const onPage = and(eq(table.organization_id, organizationId), eq(table.url_page, fromPath));
      if (toPath === null) await tx.delete(table).where(onPage);
      else
        await tx
          .update(table)
          .set({ url_page: toPath } as never)
          .where(onPage);
    },
  };
}
