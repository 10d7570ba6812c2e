import { request } from "undici";
import { loopback, server } from "./client";

export type SseEvent = { id: number; event: string; data: any };

/**
 * A server-sent events stream read as a client would: frames parsed as they arrive.
 * `next(match)` resolves with the first (new) event that matches; `ended` resolves
 * when the server closes the stream.
 */
export async function openSse(host: string, path: string, options: { token?: string; lastEventId?: number; port?: number } = {}) {
  const headers: Record<string, string> = { host, accept: "text/event-stream" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers["last-event-id"] = String(options.lastEventId);
  const controller = new AbortController();
  const response = await request(`http://127.0.0.1:${options.port ?? server().port}${path}`, { dispatcher: loopback, headers, signal: controller.signal });
  const events: SseEvent[] = [];
  // Events are read in order: next() takes the first matching event after the last one it took.
  const waiters: (() => boolean)[] = [];
  let cursor = 0;
  const ended = (async () => {
    if (response.statusCode !== 200) return;
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += chunk.toString();
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split("\n")
              .filter((line) => line && !line.startsWith(":"))
              .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
          );
          if (fields.data === undefined) continue;
          const event = { id: Number(fields.id), event: fields.event ?? "message", data: JSON.parse(fields.data) };
          events.push(event);
          for (const waiter of [...waiters]) if (waiter()) waiters.splice(waiters.indexOf(waiter), 1);
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: response.statusCode,
    headers: response.headers,
    events,
    ended,
    /** The next event that matches, after the last one taken (already received or still to come). */
    next(match: (e: SseEvent) => boolean = () => true): Promise<SseEvent> {
      return new Promise((resolve) => {
        const take = () => {
          for (let i = cursor; i < events.length; i++) {
            if (!match(events[i]!)) continue;
            cursor = i + 1;
            resolve(events[i]!);
            return true;
          }
          return false;
        };
        if (!take()) waiters.push(take);
      });
    },
    async body() {
      return response.statusCode === 200 ? "" : response.body.text();
    },
    close() {
      controller.abort();
    },
  };
}
