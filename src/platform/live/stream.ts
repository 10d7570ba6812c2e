import "server-only";
import { HttpError } from "../http/errors";
import { countStreams, subscribe, type LiveEvent, type Subscriber } from "./hub";
import { STREAM_LIMITS, STREAM_RETRY_AFTER_S, TOO_MANY_STREAMS } from "../http/stream-limits";
import { liveEventsSince } from "./publish";

/** A comment line at this interval keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
export { STREAM_LIMITS, TOO_MANY_STREAMS } from "../http/stream-limits";

export type StreamOptions = {
  organizationId: number;
  topic: string;
  /** The client's address (clientAddress()), for the per-address cap. */
  address: string;
  /** For members-only topics: the member, whose removal ends the stream. */
  memberId?: string;
  /**
   * For a stream opened with a session: whether that session still holds, asked with
   * each heartbeat; false (signed out, revoked, expired) ends the stream.
   */
  stillSignedIn?: () => Promise<boolean>;
};

/** How many sent ids a stream remembers to send each event once (a resume's read and the events held meanwhile overlap). */
const SENT_MEMORY = 1_000;

const encoder = new TextEncoder();
const frame = (event: LiveEvent) => encoder.encode(`id: ${event.id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event.data)}\n\n`);

/** The id a reconnecting EventSource sends (`Last-Event-ID`), or `?last_event_id=` for a first connection that resumes. */
function lastEventId(request: Request): number | null {
  const value = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("last_event_id");
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id >= 0 ? id : null;
}

/**
 * A server-sent events answer for an organization's topic (DESIGN "Live updates"):
 * events published on any instance arrive as `id/event/data` frames; a client that
 * reconnects with Last-Event-ID first gets what it missed; a comment every 15 s keeps
 * the connection open; at most STREAM_LIMITS open streams (429 beyond). The caller has
 * already decided who may read the topic; a stream opened with a session ends at the
 * first heartbeat after that session has (`stillSignedIn`).
 */
export async function openEventStream(request: Request, options: StreamOptions): Promise<Response> {
  if (countStreams((s) => s.address === options.address) >= STREAM_LIMITS.perAddress)
    throw new HttpError(429, TOO_MANY_STREAMS, { retry_after: STREAM_RETRY_AFTER_S });
  if (countStreams((s) => s.organizationId === options.organizationId) >= STREAM_LIMITS.perOrganization)
    throw new HttpError(429, TOO_MANY_STREAMS, { retry_after: STREAM_RETRY_AFTER_S });
  const resumeFrom = lastEventId(request);
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start: async (controller) => {
      let open = true;
      // Each event is sent once, whatever its id: ids are taken at insert but committed and
      // announced in any order (and each NOTIFY's event is loaded on its own), so an event can
      // arrive after one with a higher id. A stream remembers the ids it sent (the last SENT_MEMORY),
      // not the highest one: skipping ids below the highest dropped such an event.
      const sent = new Set<number>();
      // While the missed events are read, new ones wait here, so they follow in order.
      let waiting: LiveEvent[] | null = resumeFrom !== null ? [] : null;
      const write = (event: LiveEvent) => {
        if (!open || sent.has(event.id)) return;
        sent.add(event.id);
        if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value!);
        controller.enqueue(frame(event));
      };
      const send = (event: LiveEvent) => (waiting ? waiting.push(event) : write(event));
      const close = () => {
        if (!open) return;
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      const { stillSignedIn, ...subscription } = options;
      const subscriber: Subscriber = { ...subscription, send, close };
      const unsubscribe = subscribe(subscriber);
      const beat = async () => {
        if (stillSignedIn && !(await stillSignedIn().catch(() => true))) return close();
        if (open) controller.enqueue(encoder.encode(": ping\n\n"));
      };
      const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
      cleanup = () => {
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener("abort", close);
      controller.enqueue(encoder.encode(`retry: 2000\n: connected\n\n`));
      // Subscribed first, then the missed events: nothing published in between is lost (write() skips the ones both bring).
      if (resumeFrom !== null) {
        for (const event of await liveEventsSince(options.organizationId, options.topic, resumeFrom)) write(event);
        const held = waiting ?? [];
        waiting = null;
        for (const event of held.sort((a, b) => a.id - b.id)) write(event);
      }
    },
    cancel: () => cleanup(),
  });
  return new Response(body, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "private, no-store", "x-accel-buffering": "no", connection: "keep-alive" },
  });
}
