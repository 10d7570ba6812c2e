import "server-only";
import { listenOnChannel } from "@/platform/db/listen";
import { deliver } from "./hub";
import { LIVE_CHANNEL, loadLiveEvent } from "./publish";

/**
 * Listens on the live channel (PostgreSQL only) until stop(): each NOTIFY names a
 * stored event, which is loaded and handed to this instance's streams. While the
 * connection is down events are missed here; streams that reconnect with
 * Last-Event-ID get them from the table.
 */
export function listenForLiveEvents(connectionString: string): Promise<() => Promise<void>> {
  return listenOnChannel({
    connectionString,
    channel: LIVE_CHANNEL,
    applicationName: "onsite-live-listener",
    onNotification: (payload) => {
      const id = Number(payload);
      if (!Number.isSafeInteger(id) || id <= 0) return;
      loadLiveEvent(id).then(
        (event) => event && deliver(event),
        (error) => console.error("Live event could not be loaded:", error),
      );
    },
    onLost: (reason) => console.error(`Live channel connection lost (${reason}); reconnecting.`),
  });
}
