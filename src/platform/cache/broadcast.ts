import pg from "pg";
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

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

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
export async function listenForInvalidations(connectionString: string): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (reason: unknown) => {
    if (stopped) return;
    if (cacheState.ready) console.error(`Cache broadcast connection lost (${reason instanceof Error ? reason.message : reason}); the cache is off until it is back.`);
    cacheState.ready = false;
    dropEverything();
    const current = client;
    client = null;
    current?.removeAllListeners();
    current?.on("error", () => {});
    void current?.end().catch(() => {});
    timer = setTimeout(() => void connect().catch(lost), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: "onsite-cache-listener" });
    next.on("error", lost);
    next.on("end", () => lost("connection ended"));
    next.on("notification", (message) => onNotification(message.payload));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    attempt = 0;
    dropEverything(); // what was kept while not listening may be stale
    cacheState.ready = true;
  };

  cacheState.ready = false;
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    current?.removeAllListeners();
    current?.on("error", () => {});
    await current?.end().catch(() => {});
  };
}
