import { cachedRead } from "./reads";

/**
 * One page's records of one block type, read as two kinds of cached reads: the ids in page
 * order, which depend on the page's key (creates, deletes, moves and layout saves name it),
 * and each record on its own, which depends on the page's key and on the record's own
 * (`blockKey`: an edit that leaves the block in its place names that key alone). So after
 * one block's edit a render reloads that one record, and finds it loaded already when the
 * save's refresh of it (`refreshReads`) came first. The records not cached load together,
 * in one call of `records`.
 */
export type PageRecords<T extends { id: number }> = {
  /** What the reads are named by: the type and the page (`sections /about`). */
  name: string;
  /** The page's key (`page:{url_page}`). */
  pageKey: string;
  /** One record's key (`block:{type}:{id}`). */
  recordKey: (id: number) => string;
  /** The page's ids, in page order. */
  ids: () => Promise<number[]>;
  /** The records with these ids that are still on the page (in any order). */
  records: (ids: number[]) => Promise<T[]>;
};

export async function cachedPageRecords<T extends { id: number }>(organizationId: number, spec: PageRecords<T>): Promise<T[]> {
  const ids = await cachedRead(organizationId, `${spec.name} ids`, spec.ids, spec.pageKey);
  // Each miss's load is called as its read is asked for (before any await), so the misses
  // of this call are all known when the batch starts, a microtask later.
  const wanted: number[] = [];
  let batch: Promise<Map<number, T>> | undefined;
  const load = (id: number) => () => {
    wanted.push(id);
    batch ??= Promise.resolve().then(async () => new Map((await spec.records(wanted)).map((record) => [record.id, record])));
    return batch.then((found) => found.get(id) ?? null);
  };
  const records: (T | null)[] = await Promise.all(
    ids.map((id) =>
      cachedRead<T | null>(organizationId, `${spec.name} ${id}`, load(id), [spec.pageKey, spec.recordKey(id)], {
        // Saved in its place: loaded again with the save, before the page's next render asks.
        key: spec.recordKey(id),
        load: async () => (await spec.records([id])).find((record) => record.id === id) ?? null,
      }),
    ),
  );
  return records.filter((record): record is T => record !== null);
}
