import { refreshReads } from "./reads";
import { bumpKeys, bumpVersion, cacheState } from "./state";

/** Drops this process's entries built from the organization's data (the caller already broadcast, or heard, the change). */
export function dropOrganization(organizationId: number) {
  bumpVersion(organizationId);
  cacheState.hostsVersion += 1;
  for (const store of cacheState.stores.values()) store.drop(organizationId);
}

/** Drops everything and changes every version: for when invalidations may have been missed. */
export function dropEverything() {
  cacheState.generation += 1;
  cacheState.hostsVersion += 1;
  for (const store of cacheState.stores.values()) store.clear();
}

/**
 * The keys' data changed: what depends on them (or on no named key) is no longer current here.
 * Entries go lazily; the reads that asked for it load again at once (`refreshReads`).
 */
export function dropKeys(organizationId: number, keys: readonly string[]) {
  bumpKeys(organizationId, keys);
  refreshReads(organizationId, keys);
}
