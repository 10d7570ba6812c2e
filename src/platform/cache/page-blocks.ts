import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Db } from "../db/client";
import { pageBlocksKey } from "./keys";
import { cachedPageRecords } from "./records";

/** The columns every block table has: what a page's read of its blocks selects and orders by. */
export type BlockTable = PgTable & { id: PgColumn; organization_id: PgColumn; url_page: PgColumn; order: PgColumn };

/**
 * One block type's blocks of one page (a stored page path), in order: the page's ids and each
 * record cached apart (`cachedPageRecords`: a block saved in its place reloads alone). `key` names
 * the reads (`page-sections`), `recordKey` a record's own key, `load` the type's records matching
 * a condition (a section's with its metrics).
 */
export async function cachedPageBlocks<T extends { id: number }>(
  organizationId: number,
  urlPage: string,
  block: { table: BlockTable; key: string; recordKey: (id: number) => string; load: (db: Db, where: SQL) => Promise<T[]> },
): Promise<T[]> {
  if (urlPage.includes("\0")) return []; // no stored page has one (PostgreSQL text cannot hold it)
  const { table } = block;
  const onPage = and(eq(table.organization_id, organizationId), eq(table.url_page, urlPage))!;
  return cachedPageRecords(organizationId, {
    name: `${block.key} ${urlPage}`,
    pageKey: pageBlocksKey(urlPage),
    recordKey: block.recordKey,
    ids: async () =>
      (await (await getDb()).select({ id: table.id }).from(table).where(onPage).orderBy(asc(table.order), asc(table.id))).map((row) => row.id as number),
    records: async (ids) => block.load(await getDb(), and(onPage, inArray(table.id, ids))!),
  });
}
