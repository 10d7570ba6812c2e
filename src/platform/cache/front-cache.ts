import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";

/**
 * A public page is the same bytes for every visitor until a save expires it,
 * so repeat requests are answered from memory here, before Next's request
 * pipeline (routing, proxy, cache lookup, ETag, compression) runs at all.
 *
 * Only full-page GETs of pages Next itself caches without a time limit are
 * kept (status 200, `s-maxage=31536000`, no Set-Cookie); RSC and prefetch
 * requests, `/api` and `/_next` pass through. Any tag expiry (a save) moves
 * the cache epoch on (see handler.cjs) and with it drops every entry: the next
 * request goes through Next again, which renders fresh.
 */

type Entry = { epoch: number; headers: Record<string, string>; body: Buffer; gzip: Buffer; etag?: string };

const MAX_ENTRIES = 2000;
const PASS_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url"];
const DROP_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "set-cookie"]);

const g = globalThis as unknown as { __onsiteCacheEpoch?: number };
const entries = new Map<string, Entry>();
const epoch = () => g.__onsiteCacheEpoch ?? 0;

function cacheable(req: IncomingMessage) {
  const url = req.url ?? "";
  if ((req.method !== "GET" && req.method !== "HEAD") || url.includes("?") || url.startsWith("/api/") || url.startsWith("/_next/")) return false;
  return !PASS_HEADERS.some((h) => h in req.headers);
}

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));

function serve(req: IncomingMessage, res: ServerResponse, entry: Entry) {
  if (entry.etag && req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304, { etag: entry.etag, "cache-control": entry.headers["cache-control"] ?? "" }).end();
    return;
  }
  const gzip = acceptsGzip(req);
  const body = gzip ? entry.gzip : entry.body;
  res.writeHead(200, { ...entry.headers, ...(gzip ? { "content-encoding": "gzip" } : {}), "content-length": body.length, "x-nextjs-cache": "HIT", "x-onsite-cache": "HIT" });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Lets `res` through to Next while keeping a copy of the bytes; stores them if the page is cacheable. */
function capture(key: string, req: IncomingMessage, res: ServerResponse) {
  const started = epoch();
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding) : Buffer.from(chunk as Uint8Array);
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk) chunks.push(toBuffer(chunk, rest[0]));
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== "function") chunks.push(toBuffer(chunk, rest[0]));
    const result = end(chunk, ...rest);
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    if (res.statusCode === 200 && cacheControl.includes("s-maxage=31536000") && !res.hasHeader("set-cookie") && epoch() === started && req.method === "GET") {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) if (!DROP_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
      const body = Buffer.concat(chunks);
      entries.set(key, { epoch: started, headers, body, gzip: gzipSync(body), etag: headers.etag });
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    return result;
  }) as typeof res.end;
}

/** Answers from memory when it can; otherwise passes the request to `next` (and may keep the answer). */
export function withFrontCache(next: (req: IncomingMessage, res: ServerResponse) => unknown) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!cacheable(req)) return next(req, res);
    const key = `${String(req.headers.host ?? "").toLowerCase()} ${req.url}`;
    const entry = entries.get(key);
    if (entry && entry.epoch === epoch()) return serve(req, res, entry);
    if (entry) entries.delete(key);
    // Next sends the page uncompressed to us; we compress each page once.
    delete req.headers["accept-encoding"];
    capture(key, req, res);
    return next(req, res);
  };
}
