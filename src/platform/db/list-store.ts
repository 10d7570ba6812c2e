import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type * as z from "zod";
import { badRequest } from "@/platform/http/errors";
import type { Role } from "@/platform/tenancy/types";
import type { Db } from "./client";
import { ORDER_STEP } from "./order";

/**
 * One of an organization's lists (FAQs, products, banners...) as Global Settings
 * reads it and saves it whole: `name` is its key in the request and the answer. It is
 * the server half of the list's registration (docs/decisions.md "Global Settings lists
 * register from their features"); the client half, `SettingsList` of
 * `@/platform/lists`, has the same `key`.
 */
export type ListStore<I extends { id?: number; order?: number }> = {
  name: string;
  /** "FAQ", "Product": how a message names one item. */
  itemLabel: string;
  schema: z.ZodType<I>;
  read: (db: Db, organizationId: number) => Promise<Record<string, unknown>[]>;
  /**
   * Makes the stored list exactly `items`, in their order (order = place × 10, whatever order an item carried): updates those with an id, inserts the others, deletes the rest.
   * `caller` is who saves (a list may refuse a part only an owner may change: the cookie services' script URLs).
   */
  replace: (tx: Db, organizationId: number, items: I[], caller?: { role: Role }) => Promise<void>;
  /**
   * What its tab's section (`GET /api/organizations/{id}/sections/{tab}`) answers for
   * it, when that is more than `{ [name]: read() }`: the cookie categories add their
   * services as one list and the latest consent records, the menu its submenu items.
   */
  readSection?: (organizationId: number, viewer: { role: Role }) => Promise<Record<string, unknown>>;
  /**
   * The key of the cached reads built from this list (src/platform/cache: the reads
   * name it as their `dependsOn`): a save of the list invalidates that key only. A
   * list without one changes the whole organization when saved.
   */
  cacheKey?: string;
  /**
   * The list this one is saved beside but read with (`submenu_items`: `menu_items`,
   * whose section answers both); it has no settings list of its own.
   */
  partOf?: string;
};

/** A store's `name` and `itemLabel` from its list's registration: its key, and its item word with a capital ("pricing plan" → "Pricing plan"). */
export const listNames = (list: { key: string; item: string }) => ({ name: list.key, itemLabel: list.item.charAt(0).toUpperCase() + list.item.slice(1) });

type ListTable = PgTable & { id: PgColumn; organization_id: PgColumn; order: PgColumn; updated_at: PgColumn };

/** The store of a list kept in one table with `listRowColumns()` (src/platform/db/columns.ts). */
export function tableListStore<I extends { id?: number; order?: number }>(options: {
  name: string;
  itemLabel: string;
  schema: z.ZodType<I>;
  table: ListTable;
  /** The key of the cached reads built from the list (`ListStore.cacheKey`). */
  cacheKey?: string;
  /** What the API answers of a row, after its timestamps are left out (default: the rest as it is). */
  toRecord?: (row: Record<string, unknown>) => Record<string, unknown>;
}): ListStore<I> {
  const { table } = options;
  const toRecord = (row: Record<string, unknown>) => (options.toRecord ?? ((r) => r))(withoutTimestamps(row));
  return {
    name: options.name,
    itemLabel: options.itemLabel,
    schema: options.schema,
    ...(options.cacheKey !== undefined && { cacheKey: options.cacheKey }),
    read: async (db, organizationId) => {
      const rows = await db.select().from(table).where(eq(table.organization_id, organizationId)).orderBy(asc(table.order), asc(table.id));
      return (rows as Record<string, unknown>[]).map(toRecord);
    },
    replace: async (tx, organizationId, items) => {
      const kept = await keptIds(tx, table, organizationId, items, options.itemLabel);
      await tx.delete(table).where(and(eq(table.organization_id, organizationId), kept.length ? notInArray(table.id, kept) : undefined));
      for (const [index, item] of items.entries()) {
        const id = item.id;
        const values = { ...itemFields(item), order: index * ORDER_STEP };
        if (id)
          await tx
            .update(table)
            .set({ ...values, updated_at: sql`now()` } as never)
            .where(eq(table.id, id));
        else await tx.insert(table).values({ ...values, organization_id: organizationId } as never);
      }
    },
  };
}

/** The ids the saved list keeps; an id that is not one of this organization's items is refused (never updated). */
export async function keptIds(tx: Db, table: ListTable, organizationId: number, items: { id?: number }[], itemLabel: string): Promise<number[]> {
  const ids = items.map((item) => item.id).filter((id): id is number => id !== undefined);
  if (new Set(ids).size !== ids.length) throw badRequest(`The same ${itemLabel.toLowerCase()} appears twice in the list.`);
  if (!ids.length) return [];
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organization_id, organizationId), inArray(table.id, ids)));
  const known = new Set(found.map((row) => row.id as number));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0) throw badRequest(`${itemLabel} ${ids[index]} does not exist (it may have been deleted): reload the settings.`);
  return ids;
}

/** An item's own fields: without its id, and without the order it carried (its place in the list decides). */
export function itemFields<T extends { id?: number; order?: number }>(item: T): Omit<T, "id" | "order"> {
  const copy: Partial<T> = { ...item };
  delete copy.id;
  delete copy.order;
  return copy as Omit<T, "id" | "order">;
}

export function withoutTimestamps(row: Record<string, unknown>) {
  const copy = { ...row };
  delete copy.created_at;
  delete copy.updated_at;
  return copy;
}
