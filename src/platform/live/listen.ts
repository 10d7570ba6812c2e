import "server-only";
import pg from "pg";
import { deliver } from "./hub";
import { LIVE_CHANNEL, loadLiveEvent } from "./publish";

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * Listens on the live channel (PostgreSQL only) until stop(): each NOTIFY names a
 * stored event, which is loaded and handed to this instance's streams. While the
 * connection is down events are missed here; streams that reconnect with
 * Last-Event-ID get them from the table.
 */
export async function listenForLiveEvents(connectionString: string): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (payload: string | undefined) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    loadLiveEvent(id).then((event) => event && deliver(event), (error) => console.error("Live event could not be loaded:", error));
  };

  const lost = (reason: unknown) => {
    if (stopped) return;
    console.error(`Live channel connection lost (${reason instanceof Error ? reason.message : reason}); reconnecting.`);
    const current = client;
    client = null;
    current?.removeAllListeners();
    current?.on("error", () => {});
    void current?.end().catch(() => {});
    timer = setTimeout(() => void connect().catch(lost), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: "onsite-live-listener" });
    next.on("error", lost);
    next.on("end", () => lost("connection ended"));
    next.on("notification", (message) => onNotification(message.payload));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    attempt = 0;
  };

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
