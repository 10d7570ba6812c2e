import { listenOnChannel } from "@/platform/db/listen";
import { dropEverything, dropKeys, dropOrganization } from "./invalidate";
import { cacheState } from "./state";

/**
 * Instances on one PostgreSQL database tell each other about saves with
 * LISTEN/NOTIFY on one channel; the payload is `{instance}:{organizationId}`, or
 * `{instance}:{organizationId}:{keys as JSON}` for a save that named its keys.
 * While the listening connection is down the cache is off (`ready` false) and
 * everything kept before is dropped: an instance that cannot hear the others
 * never serves what they changed.
 */
export const CHANNEL = "onsite_cache";

export function payloadFor(organizationId: number, keys?: string[]) {
  return keys ? `${cacheState.instance}:${organizationId}:${JSON.stringify(keys)}` : `${cacheState.instance}:${organizationId}`;
}

/** The keys of a payload, or undefined for the whole organization (and for anything unreadable). */
function keysOf(json: string | undefined): string[] | undefined {
  if (json === undefined) return undefined;
  try {
    const keys: unknown = JSON.parse(json);
    return Array.isArray(keys) && keys.every((key) => typeof key === "string") ? keys : undefined;
  } catch {
    return undefined;
  }
}

export function onNotification(payload: string | undefined) {
  const text = payload ?? "";
  const [instance, id] = text.split(":", 2);
  const rest = text.slice(`${instance}:${id}:`.length);
  const organizationId = Number(id);
  if (instance === cacheState.instance || !Number.isSafeInteger(organizationId)) return;
  const keys = keysOf(text.length > `${instance}:${id}`.length ? rest : undefined);
  if (keys) dropKeys(organizationId, keys);
  else dropOrganization(organizationId);
}

/** Listens for other instances' invalidations until the returned stop() is called. */
export function listenForInvalidations(connectionString: string): Promise<() => Promise<void>> {
  cacheState.ready = false;
  return listenOnChannel({
    connectionString,
    channel: CHANNEL,
    applicationName: "onsite-cache-listener",
    onNotification,
    onListening: () => {
      dropEverything(); // what was kept while not listening may be stale
      cacheState.ready = true;
    },
    onLost: (reason) => {
      if (cacheState.ready) console.error(`Cache broadcast connection lost (${reason}); the cache is off until it is back.`);
      cacheState.ready = false;
      dropEverything();
    },
  });
}
