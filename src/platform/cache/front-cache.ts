import type { IncomingMessage, ServerResponse } from "node:http";
import { splitLocale } from "../i18n/locales";
import { isPersonalPage, isPublicCacheControl, PUBLIC_PAGE_CACHE_CONTROL, REDIRECT_ID_HEADER } from "../http/page-privacy";
import { normalizeHost } from "../tenancy/host";
import { peekHost } from "./hosts";
import { currentPage, etagFor, keepPage, pageOf, plainBody, type Page } from "./pages";
import { dependencySlot, slotValue, versionKey } from "./state";

/**
 * The front thread names each render it forwards (this header); the renderer reports
 * what that render read (`reportRenderReads`) before its answer ends, and the page is
 * kept with those dependencies. A render whose report is missing, or that read the
 * database outside a cached read, depends on every save of its organization that names keys.
 */
export const RENDER_ID_HEADER = "x-onsite-render";
export type RenderReport = { untracked: boolean; dependencies: number[] };
const reports = new Map<string, RenderReport>();
let renders = 0;

/** The renderer's report of what a render read (scripts/serve.ts hands it on). */
export function reportRenderReads(id: string, report: RenderReport) {
  reports.set(id, report);
}

/**
 * Answers repeat visits of public pages from memory, before Next's request
 * pipeline runs at all, and keeps what Next renders for the next visitor.
 *
 * Kept: full-page GETs without a query string (not /api, /_next, nor client
 * navigation requests) answered 200 with HTML, no cookie, and a `Cache-Control`
 * of their own that says `public` (src/platform/http/page-privacy.ts): an answer
 * that says `private` or `no-store` (a personal page, whatever path it was asked
 * by) is passed on as it is, never kept nor relabelled. Kept too: the
 * organization's redirects (301 or 302 naming their redirect, REDIRECT_ID_HEADER),
 * whose hits `onRedirect` counts when a kept one is served. Not kept: 404s,
 * other redirects, errors. A kept page is sent with `Cache-Control: public, max-age=0,
 * must-revalidate` and a weak ETag naming the organization's version, so
 * browsers and shared caches revalidate each time and get a 304 while nothing
 * changed. Paths reach this already canonical (src/platform/http/canonical-path.ts).
 */
export const PAGE_CACHE_CONTROL = PUBLIC_PAGE_CACHE_CONTROL;

const PASS_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url"];
const DROP_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
  "etag",
  "x-onsite-cache",
  "x-nextjs-cache",
  "x-middleware-rewrite",
]);
const UNRESERVED = /%(2[DdEe]|3\d|4[1-9A-Fa-f]|5[0-9Aa]|5[Ff]|6[1-9A-Fa-f]|7[0-9Aa]|7[Ee])/g;

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export type FindOrganization = (host: string) => Promise<number | null>;

/** Pages the server renders for the person asking (from their session): not even looked up. */
function isPersonal(url: string) {
  const path = url.includes("%") ? url.replace(UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16))) : url;
  return isPersonalPage(splitLocale(path).path);
}

function cacheable(req: IncomingMessage) {
  const url = req.url ?? "";
  if ((req.method !== "GET" && req.method !== "HEAD") || url.includes("?") || url.startsWith("/api/") || url.startsWith("/_next/")) return false;
  if (isPersonal(url)) return false;
  for (const header of PASS_HEADERS) if (header in req.headers) return false;
  return true;
}

/** One key per page: percent-encoded letters, digits and `-._~` are the same path as the plain ones. */
export function pageKey(organizationId: number, path: string) {
  const canonical = path.includes("%") ? path.replace(UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16))) : path;
  return `${organizationId}\n${canonical}`;
}

const acceptsGzip = (req: IncomingMessage) => {
  const header = req.headers["accept-encoding"];
  return typeof header === "string" && header.includes("gzip") && !/gzip\s*;\s*q=0(\.0*)?\s*(,|$)/.test(header);
};

const matches = (req: IncomingMessage, etag: string) => {
  const header = req.headers["if-none-match"];
  return typeof header === "string" && (header === etag || header.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*"));
};

function notModified(res: ServerResponse, etag: string) {
  res.writeHead(304, { etag, "cache-control": PAGE_CACHE_CONTROL }).end();
}

/** The redirect's id is for this front only: off every answer, kept or not (capture reads it first). */
function hideRedirectId(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    res.removeHeader(REDIRECT_ID_HEADER);
    return writeHead(...args);
  }) as typeof res.writeHead;
}

/** Counts a hit of the organization's redirect the front thread answered from memory (scripts/serve.ts). */
export type RedirectHit = (redirectId: number) => void;
let countRedirect: RedirectHit = () => {};

function serve(req: IncomingMessage, res: ServerResponse, key: string, page: Page) {
  if (page.redirect !== null) {
    // A redirect: no body, no ETag (the owner may change it: asked each time).
    res.writeHead(page.status, page.plainHeaders).end();
    countRedirect(page.redirect);
    return;
  }
  if (matches(req, page.etag)) return notModified(res, page.etag);
  const gzip = acceptsGzip(req);
  res.writeHead(200, gzip ? page.gzipHeaders : page.plainHeaders);
  res.end(req.method === "HEAD" ? undefined : gzip ? page.gzip : plainBody(key, page));
}

const isHtml = (res: ServerResponse) => String(res.getHeader("content-type") ?? "").startsWith("text/html");

/**
 * Lets the response through to Next, marking HTML pages revalidatable; when the
 * answer is a public page, `rendered` gets its headers and body as it ends.
 */
function capture(
  req: IncomingMessage,
  res: ServerResponse,
  etag: string,
  rendered: (headers: Record<string, string>, body: Buffer, redirect: { status: number; id: number } | null) => void,
) {
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding)
        : Buffer.from(chunk as Uint8Array);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let public200 = false;
  let redirect: { status: number; id: number } | null = null;

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const redirectId = Number(res.getHeader(REDIRECT_ID_HEADER));
    res.removeHeader(REDIRECT_ID_HEADER);
    if (
      (status === 301 || status === 302) &&
      Number.isInteger(redirectId) &&
      redirectId > 0 &&
      res.hasHeader("location") &&
      !res.hasHeader("set-cookie") &&
      isPublicCacheControl(res.getHeader("cache-control"))
    ) {
      redirect = { status, id: redirectId };
      res.setHeader("x-onsite-cache", "MISS");
    }
    if (status === 200 && isHtml(res) && !res.hasHeader("set-cookie") && isPublicCacheControl(res.getHeader("cache-control"))) {
      public200 = true;
      res.setHeader("cache-control", PAGE_CACHE_CONTROL);
      res.setHeader("etag", etag);
      const vary = String(res.getHeader("vary") ?? "");
      if (!/accept-encoding/i.test(vary)) res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      res.setHeader("x-onsite-cache", "MISS");
    }
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== "function") chunks.push(toBuffer(chunk, rest[0]));
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== "function") chunks.push(toBuffer(chunk, rest[0]));
    const result = end(chunk, ...rest);
    const kept = redirect ? res.statusCode === redirect.status : public200 && req.method === "GET" && res.statusCode === 200;
    if (kept && !res.hasHeader("set-cookie")) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) if (!DROP_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
      rendered(headers, Buffer.concat(chunks), redirect);
    }
    return result;
  }) as typeof res.end;
}

/**
 * Renders of a page under way, by key: one at a time per page. Requests for the
 * same page at the same version wait for that one render instead of starting
 * their own (after a save, a busy page is rendered once, not once per visitor).
 * They get that render's bytes even when a save landed meanwhile and the page is
 * not kept: the render began after each of them arrived, so it holds every save
 * acknowledged before they asked (never stale for them). Requests that arrive
 * after such a save are queued for the next render, which begins as soon as this
 * one ends, at the version of that moment: it too began after each of them
 * arrived. A page whose organization saves every few milliseconds is so rendered
 * back to back, once per render time, whatever the number of visitors, instead
 * of once per version with every render slowing the others down. Nobody waits on
 * another request for long: the waiting ones go on when that render's page is sent,
 * when its visitor has gone, or after RENDER_WAIT_MS, whichever comes first.
 */
type Waiter = (page: Page | undefined) => void;
/** The longest a request waits for another one's render of its page before it asks Next itself. */
const RENDER_WAIT_MS = 10_000;
const rendering = new Map<string, { version: number; keyed: number; waiters: Waiter[]; queued: (() => void)[] }>();

function handle(req: IncomingMessage, res: ServerResponse, next: Handler, organizationId: number | null, coalesce = true) {
  if (organizationId === null) return next(req, res); // no site here: Next answers 404, nothing is kept
  const key = pageKey(organizationId, req.url ?? "/");
  const page = currentPage(key, organizationId);
  if (page) return serve(req, res, key, page);
  const version = versionKey(organizationId);
  // Moved on by every save that names keys: a page whose render read it not depends on it.
  const keyedSlot = dependencySlot(organizationId, undefined);
  const keyed = slotValue(keyedSlot);
  const etag = etagFor(organizationId, version, keyed);
  if (matches(req, etag)) return notModified(res, etag); // the browser's copy is of the current version
  const running = coalesce ? rendering.get(key) : undefined;
  if (running?.version === version && running.keyed === keyed) {
    // Served from the render under way; if that one is not kept (a 404, an error), each goes to Next itself.
    running.waiters.push((rendered) => (rendered ? serve(req, res, key, rendered) : handle(req, res, next, organizationId, false)));
    return;
  }
  if (running) {
    // That render began before a save this visitor must see: wait for the next one (unless the visitor has gone).
    running.queued.push(() => res.destroyed || handle(req, res, next, organizationId));
    return;
  }
  const render = { version, keyed, waiters: [] as Waiter[], queued: [] as (() => void)[] };
  let shared: Page | undefined;
  if (coalesce) {
    rendering.set(key, render);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(bound);
      if (rendering.get(key) === render) rendering.delete(key);
      for (const waiter of render.waiters) waiter(shared);
      // The first queued request starts the next render (or finds the page kept); the others join it.
      for (const resume of render.queued) resume();
    };
    // Released as soon as the page is sent (or its visitor has gone), and after RENDER_WAIT_MS at
    // the latest: the others then ask Next themselves rather than wait on this one's fate.
    const bound = setTimeout(() => {
      const waiting = render.waiters.length + render.queued.length;
      const who =
        waiting === 0 ? "" : waiting === 1 ? ": the request waiting for it goes on by itself" : `: the ${waiting} requests waiting for it go on by themselves`;
      console.warn(`A render of ${req.url} took over ${RENDER_WAIT_MS / 1000} s${who}.`);
      release();
    }, RENDER_WAIT_MS);
    bound.unref();
    res.once("finish", release);
    res.once("close", release);
  }
  // Next sends the page uncompressed to us; a kept page is compressed once, and kept
  // plain too only if this visitor asked for it so.
  const plain = !acceptsGzip(req);
  delete req.headers["accept-encoding"];
  const renderId = `${(renders += 1)}`;
  req.headers[RENDER_ID_HEADER] = renderId;
  res.once("close", () => reports.delete(renderId));
  capture(req, res, etag, (headers, body, redirect) => {
    const report = reports.get(renderId);
    reports.delete(renderId);
    const dependencies = report && !report.untracked ? report.dependencies : [keyedSlot, keyed];
    shared = keepPage(key, organizationId, version, dependencies, etag, headers, body, plain, redirect);
    // Not kept (a save landed during the render): still the answer for those who waited for it.
    if (!shared && render.waiters.length) shared = pageOf(organizationId, version, dependencies, etag, headers, body, "SHARED", true, redirect);
  });
  return next(req, res);
}

/**
 * Wraps the server's request handler; `findOrganization` resolves a host on a lookup miss,
 * `onRedirect` counts a hit of a redirect served from memory.
 */
export function withFrontCache(next: Handler, findOrganization: FindOrganization, onRedirect?: RedirectHit): Handler {
  if (onRedirect) countRedirect = onRedirect;
  return (req, res) => {
    delete req.headers[RENDER_ID_HEADER]; // set by this front only
    hideRedirectId(res);
    if (!cacheable(req)) return next(req, res);
    const host = normalizeHost(String(req.headers.host ?? ""));
    const known = peekHost(host);
    if (known !== undefined) return handle(req, res, next, known);
    return findOrganization(host).then(
      (organizationId) => handle(req, res, next, organizationId),
      () => next(req, res),
    );
  };
}
