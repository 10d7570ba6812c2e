import { Lru } from "./lru";
import { cacheState, hostUsage, publishHostUsage, store, versionKey } from "./state";

/**
 * Host name -> organization id (or null: no site answers there). A lookup is kept
 * only if no invalidation happened while it ran, so a host created or moved during
 * the lookup is never remembered wrongly. Unknown hosts get a smaller budget of
 * their own: random Host headers cannot push known sites out. Every answer is
 * checked against the shared versions when read (the organization's for a known
 * host, the hosts' version for an unknown one), so a thread that did not run the
 * invalidation itself never answers from an outdated lookup. Each thread publishes
 * its entries and evictions to the shared counters (`hostLookupUsage`).
 */
const MAX_KNOWN = 10_000;
const MAX_UNKNOWN = 1_000;

const hosts = store("hosts", () => {
  const known = new Lru<{ id: number; version: number }>(MAX_KNOWN);
  const unknown = new Lru<number>(MAX_UNKNOWN);
  const publish = () => publishHostUsage({ known: known.size, unknown: unknown.size, evictions: known.evictions + unknown.evictions });
  return {
    known,
    unknown,
    publish,
    /** An organization's hosts may have changed, and a new one may answer on a host that was unknown. */
    drop: (organizationId: number) => {
      known.deleteWhere((entry) => entry.id === organizationId);
      unknown.clear();
      publish();
    },
    clear: () => {
      known.clear();
      unknown.clear();
      publish();
    },
  };
});

/** Entries and evictions of the host lookups, the front thread's and the renderer's. */
export const hostLookupUsage = hostUsage;

/** The cached answer for a normalized host: an id, null (no site), or undefined (not known yet). */
export function peekHost(host: string): number | null | undefined {
  if (!cacheState.ready) return undefined;
  const known = hosts.known.get(host);
  if (known) return known.version === versionKey(known.id) ? known.id : undefined;
  return hosts.unknown.get(host) === cacheState.hostsVersion ? null : undefined;
}

/** The organization answering on a normalized host, looked up with `find` on a miss. */
export async function cachedHost(host: string, find: (host: string) => Promise<number | null>): Promise<number | null> {
  const cached = peekHost(host);
  if (cached !== undefined) return cached;
  const version = cacheState.hostsVersion;
  const id = await find(host);
  if (cacheState.ready && cacheState.hostsVersion === version) {
    if (id === null) hosts.unknown.set(host, version);
    else hosts.known.set(host, { id, version: versionKey(id) });
    hosts.publish();
  }
  return id;
}
