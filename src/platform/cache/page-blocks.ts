import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Db } from "../db/client";
import { pageBlocksKey } from "./keys";
import { cachedPageRecords } from "./records";

/** The columns every block table has: what a page's read of its blocks selects and orders by. */
export type BlockTable = PgTable & { id: PgColumn; organization_id: PgColumn; url_page: PgColumn; order: PgColumn };

/** A query that runs when awaited, or once prepared (`prepare(name)`: its SQL built once, parsed once per connection). */
type Preparable<R> = PromiseLike<R[]> & { prepare(name: string): Prepared<R> };
type Prepared<R> = { execute(values?: Record<string, unknown>): Promise<R[]> };

/**
 * A block type's records: the query of its rows matching a condition (in page order), and the
 * one mapper of a row to its record (a section's row carries its metrics).
 */
export type BlockQuery<R, T> = { rows: (db: Db, where: SQL) => Preparable<R>; toRecord: (row: R) => T };

/** The records of a block type matching a condition, in page order. */
export async function loadBlocks<R, T>(query: BlockQuery<R, T>, db: Db, where: SQL): Promise<T[]> {
  return (await query.rows(db, where)).map(query.toRecord);
}

/** `key` names the reads (`page-sections`) and the prepared statements; `recordKey` is a record's own key. */
type PageBlock<R, T> = BlockQuery<R, T> & { table: BlockTable; key: string; recordKey: (id: number) => string };

/**
 * A page's reads, prepared once per database and block type: after a save a render runs one or
 * both with no SQL to build and, on PostgreSQL, no statement to parse (issue 39: the render after
 * a section save is the reload of that one record).
 */
const statements = new WeakMap<Db, Map<string, { ids: Prepared<{ id: unknown }>; records: Prepared<unknown> }>>();

function prepared<R, T>(db: Db, block: PageBlock<R, T>) {
  let byType = statements.get(db);
  if (!byType) statements.set(db, (byType = new Map()));
  let found = byType.get(block.key);
  if (!found) {
    const { table } = block;
    const onPage = and(eq(table.organization_id, sql.placeholder("organization")), eq(table.url_page, sql.placeholder("page")))!;
    found = {
      ids: db.select({ id: table.id }).from(table).where(onPage).orderBy(asc(table.order), asc(table.id)).prepare(`${block.key}-ids`),
      // The ids as one text parameter: the same statement for any number of them, on both drivers.
      records: block.rows(db, and(onPage, sql`${table.id} = any(string_to_array(${sql.placeholder("ids")}, ',')::int[])`)!).prepare(`${block.key}-records`),
    };
    byType.set(block.key, found);
  }
  return found as { ids: Prepared<{ id: unknown }>; records: Prepared<R> };
}

/**
 * One block type's blocks of one page (a stored page path), in order: the page's ids and each
 * record cached apart (`cachedPageRecords`: a block saved in its place reloads alone).
 */
export async function cachedPageBlocks<R, T extends { id: number }>(organizationId: number, urlPage: string, block: PageBlock<R, T>): Promise<T[]> {
  if (urlPage.includes("\0")) return []; // no stored page has one (PostgreSQL text cannot hold it)
  const page = { organization: organizationId, page: urlPage };
  return cachedPageRecords(organizationId, {
    name: `${block.key} ${urlPage}`,
    pageKey: pageBlocksKey(urlPage),
    recordKey: block.recordKey,
    ids: async () => (await prepared(await getDb(), block).ids.execute(page)).map((row) => row.id as number),
    records: async (ids) => (await prepared(await getDb(), block).records.execute({ ...page, ids: ids.join(",") })).map(block.toRecord),
  });
}
