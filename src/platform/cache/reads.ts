import { Lru } from "./lru";
import { renderReads } from "./render-reads";
import { cacheState, dependencySlot, slotValue, store, versionKey } from "./state";

/**
 * Cached reads of an organization's data (its site, a page's blocks...). Each
 * value records the organization's version read *before* the load began, and the
 * value of the counter it depends on (its key's, when the read names the key its
 * data changes with: `page:/about`, `settings`...; otherwise the counter every save
 * that names keys moves on), and is served only while both are current: a load that
 * overlapped a save is never taken for fresh. Concurrent misses share one load. A
 * page render records each read's dependency (src/platform/cache/render-reads.ts).
 */
type Entry = { organizationId: number; version: number; dependency: number; value: unknown };

const MAX_READS = 5_000;

const reads = store("reads", () => {
  const entries = new Lru<Entry>(MAX_READS);
  const loading = new Map<string, { version: number; dependency: number; promise: Promise<unknown> }>();
  return {
    entries,
    loading,
    drop: (organizationId: number) => entries.deleteWhere((entry) => entry.organizationId === organizationId),
    clear: () => entries.clear(),
  };
});

/** Entries and evictions of this thread's cached reads (the renderer's: it runs every read). */
export const readUsage = () => ({ entries: reads.entries.size, evictions: reads.entries.evictions });

/**
 * `dependsOn` names the only key whose saves change what `load` reads; leave it out
 * unless that is certain (the read then changes with every save that names keys).
 * A load that uses other cached reads names no key (it changes with theirs too).
 */
export async function cachedRead<T>(organizationId: number, key: string, load: () => Promise<T>, dependsOn?: string): Promise<T> {
  const fullKey = `${organizationId}\n${key}`;
  const version = versionKey(organizationId);
  const slot = dependencySlot(organizationId, dependsOn);
  const dependency = slotValue(slot);
  renderReads.getStore()?.dependencies.push(slot, dependency);
  if (cacheState.ready) {
    const hit = reads.entries.get(fullKey);
    if (hit && hit.version === version && hit.dependency === dependency) return hit.value as T;
    const pending = reads.loading.get(fullKey);
    if (pending && pending.version === version && pending.dependency === dependency) return pending.promise as Promise<T>;
  }
  // The load's database use is this read's, not the page's.
  const promise = renderReads.getStore() ? renderReads.run({ dependencies: [], untracked: false, inRead: true }, load) : load();
  reads.loading.set(fullKey, { version, dependency, promise });
  try {
    const value = await promise;
    if (cacheState.ready && versionKey(organizationId) === version && slotValue(slot) === dependency)
      reads.entries.set(fullKey, { organizationId, version, dependency, value });
    return value;
  } finally {
    if (reads.loading.get(fullKey)?.promise === promise) reads.loading.delete(fullKey);
  }
}
