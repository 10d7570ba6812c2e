import pg from "pg";

// Back within a second of the database: a restart must not leave the cache off for long.
const RETRY_MS = [250, 500, 1_000];

export type ChannelListener = {
  connectionString: string;
  channel: string;
  /** Names the connection in pg_stat_activity. */
  applicationName: string;
  onNotification: (payload: string | undefined) => void;
  /** After LISTEN succeeded (first time and after each reconnect). */
  onListening?: () => void;
  /** The connection broke; a reconnect is scheduled (250 ms up to 1 s apart). */
  onLost?: (reason: string) => void;
};

/**
 * One PostgreSQL LISTEN connection that comes back by itself after it breaks,
 * until the returned stop() is called. The cache broadcast and the live channel
 * both listen through it.
 */
export async function listenOnChannel(listener: ChannelListener): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const close = (current: pg.Client | null) => {
    current?.removeAllListeners();
    current?.on("error", () => {});
    return current?.end().catch(() => {});
  };

  const lost = (reason: unknown) => {
    if (stopped) return;
    listener.onLost?.(reason instanceof Error ? reason.message : String(reason));
    const current = client;
    client = null;
    void close(current);
    timer = setTimeout(() => void connect().catch(lost), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: listener.connectionString, application_name: listener.applicationName });
    next.on("error", lost);
    next.on("end", () => lost("connection ended"));
    next.on("notification", (message) => listener.onNotification(message.payload));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${listener.channel}`);
    attempt = 0;
    listener.onListening?.();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await close(current);
  };
}
