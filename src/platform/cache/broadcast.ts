import { listenOnChannel } from "@/platform/db/listen";
import { dropEverything, dropOrganization } from "./invalidate";
import { cacheState } from "./state";

/**
 * Instances on one PostgreSQL database tell each other about saves with
 * LISTEN/NOTIFY on one channel; the payload is `{instance}:{organizationId}`.
 * While the listening connection is down the cache is off (`ready` false) and
 * everything kept before is dropped: an instance that cannot hear the others
 * never serves what they changed.
 */
export const CHANNEL = "onsite_cache";

export function payloadFor(organizationId: number) {
  return `${cacheState.instance}:${organizationId}`;
}

export function onNotification(payload: string | undefined) {
  const [instance, id] = (payload ?? "").split(":");
  const organizationId = Number(id);
  if (instance === cacheState.instance || !Number.isSafeInteger(organizationId)) return;
  dropOrganization(organizationId);
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
