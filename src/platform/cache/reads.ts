import { Lru } from "./lru";
import { cacheState, store, versionKey } from "./state";

/**
 * Cached reads of an organization's data (its site, a page's blocks...). Each
 * value records the organization's version read *before* the load began, and is
 * served only while that is still the current version: a load that overlapped a
 * save is never taken for fresh. Concurrent misses of one key share one load.
 */
type Entry = { organizationId: number; version: number; value: unknown };

const MAX_READS = 5_000;

const reads = store("reads", () => {
  const entries = new Lru<Entry>(MAX_READS);
  const loading = new Map<string, { version: number; promise: Promise<unknown> }>();
  return {
    entries,
    loading,
    drop: (organizationId: number) => entries.deleteWhere((entry) => entry.organizationId === organizationId),
    clear: () => entries.clear(),
  };
});

/** Entries and evictions of this thread's cached reads (the renderer's: it runs every read). */
export const readUsage = () => ({ entries: reads.entries.size, evictions: reads.entries.evictions });

export async function cachedRead<T>(organizationId: number, key: string, load: () => Promise<T>): Promise<T> {
  const fullKey = `${organizationId}\n${key}`;
  const version = versionKey(organizationId);
  if (cacheState.ready) {
    const hit = reads.entries.get(fullKey);
    if (hit && hit.version === version) return hit.value as T;
    const pending = reads.loading.get(fullKey);
    if (pending && pending.version === version) return pending.promise as Promise<T>;
  }
  const promise = load();
  reads.loading.set(fullKey, { version, promise });
  try {
    const value = await promise;
    if (cacheState.ready && versionKey(organizationId) === version) reads.entries.set(fullKey, { organizationId, version, value });
    return value;
  } finally {
    if (reads.loading.get(fullKey)?.promise === promise) reads.loading.delete(fullKey);
  }
}
