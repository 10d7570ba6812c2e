import type { IncomingMessage, ServerResponse } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "@/platform/http/client-address";
import { SECURITY_HEADERS } from "@/platform/http/csp";
import { STREAM_LIMITS, STREAM_RETRY_AFTER_S, TOO_MANY_STREAMS } from "@/platform/http/stream-limits";

/**
 * What the front thread checks before a request may take one of the renderer's
 * sockets (docs/decisions.md, "Held connections"): an answer that stays open holds
 * its socket, so neither server-sent events streams nor bodies still on their way
 * may sit in the pool every other request of every organization needs.
 *
 * - Bodies are read here first, to the route's limit, within BODY_TIMEOUT_MS (plus
 *   time for a large upload); only then is a socket taken, and the body goes in one write.
 *   A body larger than the limit is passed on as it arrives (the route answers 401 or 413
 *   on its own terms without reading it), by at most PASS_THROUGH_MAX requests at once.
 * - Streams go through their own sockets, at most MAX_STREAMS at once (503 beyond)
 *   and STREAM_LIMITS.perAddress per client address (429 beyond, as the live hub says).
 * - A request that waits for a socket of the pool gets 503 with Retry-After after
 *   QUEUE_WAIT_MS: never a hang.
 */

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const MB = 1024 * 1024;
/** A body has this long to arrive whole (a slow sign-in POST, one byte a second, is cut off here). */
export const BODY_TIMEOUT_MS = 20_000;
/** Larger bodies (uploads) get this much more time per byte announced: 100 KB/s. */
const BODY_MIN_RATE = 100 * 1024;
/** JSON and form bodies: as src/platform/http/body.ts (MAX_JSON_BYTES); routes with smaller limits say so themselves. */
const BODY_LIMIT = MB;
/** The media library's uploads: ONSITE_UPLOAD_MAX_MB (default 20) and the multipart framing, as its limits.ts. */
const uploadLimit = () => Math.floor(envNumber("ONSITE_UPLOAD_MAX_MB", 20) * MB) + 64 * 1024;
const UPLOAD_PATHS = [/^\/api\/media\/?$/, /^\/api\/media\/[^/]+\/file\/?$/];
/** Bodies held here at once, all requests together: ONSITE_BODY_BUFFER_MB (default 256). */
const bufferCap = () => envNumber("ONSITE_BODY_BUFFER_MB", 256) * MB;
/** Bodies over their limit passed on to the renderer as they arrive, at once. */
const PASS_THROUGH_MAX = 32;
/** Open streams per instance: ONSITE_MAX_STREAMS (default 2000); they have their own sockets. */
export const maxStreams = () => Math.floor(envNumber("ONSITE_MAX_STREAMS", 2000));
/** The longest a request waits for a socket to the renderer before it is answered 503. */
export const QUEUE_WAIT_MS = 5_000;
export const BUSY_RETRY_AFTER_S = 5;

export const ADMISSION_MESSAGES = {
  busy: "The server is busy. Try again in a few seconds.",
  late: "The request body did not arrive in time. Try again.",
  streamsFull: "The server has too many live connections open. Try again in a moment.",
} as const;

/** The limit of the body a request may send to its route. */
export function bodyLimit(url: string): number {
  const path = url.split("?", 1)[0] ?? "";
  return UPLOAD_PATHS.some((pattern) => pattern.test(path)) ? uploadLimit() : BODY_LIMIT;
}

/** A short answer of the front thread: JSON `{ error }` for the API, plain text elsewhere. */
export function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string, retryAfter?: number, close = false) {
  if (res.headersSent) return void res.destroy();
  const api = (req.url ?? "").startsWith("/api/");
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    "content-type": api ? "application/json" : "text/plain; charset=utf-8",
    "cache-control": "no-store",
  };
  if (retryAfter !== undefined) headers["retry-after"] = String(retryAfter);
  if (close) headers.connection = "close";
  const body = api ? JSON.stringify(retryAfter !== undefined && status === 429 ? { error: message, retry_after: retryAfter } : { error: message }) : message;
  res.writeHead(status, headers).end(body);
}

export type Body =
  | { kind: "whole"; body: Buffer | null }
  | { kind: "over"; head: Buffer[]; release: () => void; deadline: number }
  | { kind: "late" }
  | { kind: "full" }
  | { kind: "gone" };

let buffered = 0;
let passingThrough = 0;

const announced = (req: IncomingMessage) => {
  const length = Number(req.headers["content-length"]);
  return Number.isFinite(length) && length >= 0 ? length : null;
};

/**
 * Reads a request's body before anything is forwarded: `whole` (null when it has none),
 * `over` its limit (what arrived so far; the rest is still to be piped, until `deadline`),
 * `late` (not in within its time), `full` (no room left here), `gone` (the client left).
 */
export function readBody(req: IncomingMessage, res: ServerResponse): Promise<Body> {
  const length = announced(req);
  if (!req.headers["transfer-encoding"] && !length) return Promise.resolve({ kind: "whole", body: null });
  const limit = bodyLimit(req.url ?? "");
  const deadline = Date.now() + BODY_TIMEOUT_MS + ((length ?? 0) / BODY_MIN_RATE) * 1000;
  const passOn = (head: Buffer[]): Body => {
    if (passingThrough >= PASS_THROUGH_MAX) return { kind: "full" };
    passingThrough++;
    let released = false;
    const release = () => void (released || ((released = true), passingThrough--));
    return { kind: "over", head, release, deadline };
  };
  if (length !== null && length > limit) return Promise.resolve(passOn([]));
  return new Promise<Body>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: Body) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      // What this request holds is given back when its answer is done (or the client has gone).
      if (outcome.kind !== "whole") buffered -= size;
      else if (res.destroyed) buffered -= size;
      else res.once("close", () => (buffered -= size));
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      buffered += chunk.length;
      chunks.push(chunk);
      if (size > limit) {
        req.pause();
        settle(passOn(chunks));
      } else if (buffered > bufferCap()) settle({ kind: "full" });
    };
    const onEnd = () => settle({ kind: "whole", body: Buffer.concat(chunks, size) });
    const onClose = () => settle(req.complete ? { kind: "whole", body: Buffer.concat(chunks, size) } : { kind: "gone" });
    const timer = setTimeout(() => settle({ kind: "late" }), deadline - Date.now());
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("close", onClose);
  });
}

const streamsByAddress = new Map<string, number>();
let openStreams = 0;

/**
 * Admits a server-sent events stream: false (answered 429 or 503 with Retry-After)
 * over the address's cap or the instance's; else it counts until its answer closes.
 */
export function admitStream(req: IncomingMessage, res: ServerResponse): boolean {
  const address = String(req.headers[CLIENT_ADDRESS_HEADER] ?? "unknown");
  const mine = streamsByAddress.get(address) ?? 0;
  if (mine >= STREAM_LIMITS.perAddress) {
    refuse(req, res, 429, TOO_MANY_STREAMS, STREAM_RETRY_AFTER_S);
    return false;
  }
  if (openStreams >= maxStreams()) {
    refuse(req, res, 503, ADMISSION_MESSAGES.streamsFull, STREAM_RETRY_AFTER_S);
    return false;
  }
  openStreams++;
  streamsByAddress.set(address, mine + 1);
  res.once("close", () => {
    openStreams--;
    const left = (streamsByAddress.get(address) ?? 1) - 1;
    if (left > 0) streamsByAddress.set(address, left);
    else streamsByAddress.delete(address);
  });
  return true;
}
