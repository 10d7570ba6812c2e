import { Lru } from "./lru";
import { renderReads } from "./render-reads";
import { cacheState, dependenciesCurrent, dependencySlot, slotValue, store, versionKey } from "./state";

/**
 * Cached reads of an organization's data (its site, a page's blocks...). Each
 * value records the organization's version read *before* the load began, and the
 * values of the counters it depends on (its keys', when the read names the keys its
 * data changes with: `page:/about`, `settings`...; otherwise the counter every save
 * that names keys moves on), and is served only while all are current: a load that
 * overlapped a save is never taken for fresh. Concurrent misses share one load. A
 * page render records each read's dependency (src/platform/cache/render-reads.ts).
 */
type Entry = {
  organizationId: number;
  version: number;
  dependencies: number[];
  value: unknown;
  dependsOn?: string | readonly string[];
  refresh?: Refresh<unknown>;
};

/** A read loaded again as soon as a save names `key` (`refreshReads`), by `load`: a loader of its own, callable at any time. */
export type Refresh<T> = { key: string; load: () => Promise<T> };

const MAX_READS = 5_000;

const reads = store("reads", () => {
  const entries = new Lru<Entry>(MAX_READS);
  const loading = new Map<string, { version: number; dependencies: number[]; promise: Promise<unknown> }>();
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
 * `dependsOn` names the only keys whose saves change what `load` reads (one, or several:
 * a block's record changes with its own key and its page's); leave it out unless that is
 * certain (the read then changes with every save that names keys). A load that uses
 * other cached reads names no key (it changes with theirs too).
 */
export async function cachedRead<T>(
  organizationId: number,
  key: string,
  load: () => Promise<T>,
  dependsOn?: string | readonly string[],
  refresh?: Refresh<T>,
): Promise<T> {
  const fullKey = `${organizationId}\n${key}`;
  const version = versionKey(organizationId);
  // [slot, value, slot, value...]: the counters this read depends on, as they are before its load.
  const names = typeof dependsOn === "string" || dependsOn === undefined ? [dependsOn] : dependsOn.length ? dependsOn : [undefined];
  const dependencies: number[] = [];
  for (const name of names) {
    const slot = dependencySlot(organizationId, name);
    dependencies.push(slot, slotValue(slot));
  }
  const render = renderReads.getStore();
  render?.dependencies.push(...dependencies);
  if (cacheState.ready) {
    const hit = reads.entries.get(fullKey);
    if (hit && hit.version === version && samePairs(hit.dependencies, dependencies)) return hit.value as T;
    const pending = reads.loading.get(fullKey);
    if (pending && pending.version === version && samePairs(pending.dependencies, dependencies)) return pending.promise as Promise<T>;
  }
  // The load's database use is this read's, not the page's.
  const promise = render ? renderReads.run({ dependencies: [], untracked: false, inRead: true }, load) : load();
  reads.loading.set(fullKey, { version, dependencies, promise });
  try {
    const value = await promise;
    if (cacheState.ready && versionKey(organizationId) === version && dependenciesCurrent(dependencies))
      reads.entries.set(fullKey, { organizationId, version, dependencies, value, dependsOn, refresh });
    return value;
  } finally {
    if (reads.loading.get(fullKey)?.promise === promise) reads.loading.delete(fullKey);
  }
}

/**
 * Loads again, at once and in the background, the organization's cached reads that asked to be
 * refreshed when a save names one of `keys` (a block's record, when that block is saved in its
 * place): the page's next render finds the record loaded, or joins its load. Each is an ordinary
 * `cachedRead`, begun after the save moved the keys on: kept only if nothing moved meanwhile.
 */
export function refreshReads(organizationId: number, keys: readonly string[]) {
  if (!cacheState.ready) return;
  const due = reads.entries.filter((entry) => entry.organizationId === organizationId && entry.refresh !== undefined && keys.includes(entry.refresh.key));
  for (const [fullKey, entry] of due) {
    const key = fullKey.slice(fullKey.indexOf("\n") + 1);
    // Outside the request that saved (its reads are not a page's); a failed load is the next render's to retry.
    renderReads.exit(() => cachedRead(organizationId, key, entry.refresh!.load, entry.dependsOn, entry.refresh)).catch(() => {});
  }
}

function samePairs(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
