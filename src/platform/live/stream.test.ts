import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../http/errors";
import { deliver, type LiveEvent } from "./hub";
import { liveEventsSince } from "./publish";
import { openEventStream } from "./stream";

// A resume's read of the stored events, without a database.
vi.mock("./publish", () => ({ liveEventsSince: vi.fn(async () => []) }));

// The live channel's stream (issue 19 §3): a heartbeat every 15 s keeps proxies from
// closing a quiet stream; at most 8 streams per client address and 500 per organization.
const opened: AbortController[] = [];
const open = (organizationId: number, address: string, headers: Record<string, string> = {}) => {
  const abort = new AbortController();
  opened.push(abort);
  return openEventStream(new Request("http://site.test/api/live", { signal: abort.signal, headers }), { organizationId, topic: "saves", address });
};
const event = (organizationId: number, id: number): LiveEvent => ({ id, organizationId, topic: "saves", data: { n: id } });
const frameOf = (id: number) => `id: ${id}\nevent: saves\ndata: {"n":${id}}\n\n`;
/** What the stream sent, read until it holds the frame of event `last`. */
async function frames(reader: ReadableStreamDefaultReader<Uint8Array>, last: number): Promise<string> {
  let all = "";
  while (!all.includes(frameOf(last))) {
    const { done, value } = await reader.read();
    if (done) break;
    all += new TextDecoder().decode(value);
  }
  return all;
}
const text = async (reader: ReadableStreamDefaultReader<Uint8Array>) => new TextDecoder().decode((await reader.read()).value);

afterEach(() => {
  for (const abort of opened.splice(0)) abort.abort();
  vi.useRealTimers();
});

describe("a live stream", () => {
  it("answers text/event-stream, private, and sends a comment every 15 s while quiet", async () => {
    vi.useFakeTimers();
    const response = await open(1, "192.0.2.1");
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const reader = response.body!.getReader();
    expect(await text(reader)).toBe("retry: 2000\n: connected\n\n");
    const next = text(reader);
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void next.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await next).toBe(": ping\n\n");
  });

  it("refuses a ninth stream from one address with 429, not a stream from another address", async () => {
    for (let i = 0; i < 8; i++) await open(2, "192.0.2.2");
    const refused = await open(2, "192.0.2.2").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).message).toBe("Too many live connections. Close other tabs of this site and try again.");
    expect((await open(2, "192.0.2.3")).status).toBe(200);
  });

  it("refuses the 501st stream of one organization, and takes another organization's", async () => {
    for (let i = 0; i < 500; i++) await open(3, `198.51.100.${i}`);
    const refused = await open(3, "203.0.113.1").catch((error: unknown) => error);
    expect((refused as HttpError).status).toBe(429);
    expect((await open(4, "203.0.113.1")).status).toBe(200);
  });

  it("frees its place when the client goes away", async () => {
    for (let i = 0; i < 8; i++) await open(5, "192.0.2.5");
    opened.pop()!.abort();
    expect((await open(5, "192.0.2.5")).status).toBe(200);
  });

  it("sends an event whose id is lower than one already sent (ids are committed and announced in any order)", async () => {
    const reader = (await open(6, "192.0.2.6")).body!.getReader();
    expect(await text(reader)).toBe("retry: 2000\n: connected\n\n");
    deliver(event(6, 11));
    deliver(event(6, 10));
    deliver(event(6, 11));
    deliver(event(6, 12));
    expect(await frames(reader, 12)).toBe(frameOf(11) + frameOf(10) + frameOf(12));
  });

  it("on a resume sends the stored events after Last-Event-ID, then the ones that arrived meanwhile, each once", async () => {
    let arrive = () => {};
    vi.mocked(liveEventsSince).mockImplementationOnce(async (organizationId, _topic, afterId) => {
      expect(afterId).toBe(4);
      // While the stored ones are read, 6 (also stored), 7 and a late 3 arrive.
      arrive();
      return [event(organizationId, 5), event(organizationId, 6)];
    });
    arrive = () => [6, 7, 3].forEach((id) => deliver(event(7, id)));
    const reader = (await open(7, "192.0.2.7", { "last-event-id": "4" })).body!.getReader();
    expect(await frames(reader, 7)).toBe("retry: 2000\n: connected\n\n" + frameOf(5) + frameOf(6) + frameOf(3) + frameOf(7));
  });
});
