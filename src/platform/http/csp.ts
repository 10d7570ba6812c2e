import crypto from "node:crypto";
import zlib from "node:zlib";
import { isReactScript } from "./react-scripts";
import { SAFE_ORIGIN } from "./script-origin";

export { scriptOrigin, scriptOrigins } from "./script-origin";

/**
 * The Content-Security-Policy (docs/decisions.md, "Content-Security-Policy").
 * Scripts run from this origin's files and, inline, only the scripts the
 * server itself wrote into the page: the policy of an HTML answer lists the
 * SHA-256 of each of its inline scripts (Next's `self.__next_f` payload and
 * bootstrap). Those hashes are computed from the answer's bytes by the server's
 * front thread, once for a page the cache keeps (the policy is kept with it),
 * on every answer for pages that are not kept. No per-request nonce: a kept page
 * is the same bytes for every visitor, so a nonce in it would be shared too.
 */
/**
 * Frames: this origin and the two video players a page may show once the visitor
 * has consented (the embeds feature: YouTube's privacy-enhanced host, Vimeo's
 * player). Any other frame is refused (landing and post HTML keep none anyway).
 */
export const FRAME_SOURCES = ["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;
const FIXED = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'", `frame-src ${FRAME_SOURCES.join(" ")}`];

/**
 * The policy for an answer whose inline scripts have these hashes (none for JSON, files, error
 * texts), allowing also scripts from `origins` (the page's organization's declared scripts,
 * loaded after consent); an origin that is not SAFE_ORIGIN is left out.
 */
export function contentSecurityPolicy(hashes: readonly string[] = [], origins: readonly string[] = []): string {
  const allowed = [...new Set(origins.filter((origin) => SAFE_ORIGIN.test(origin)))];
  const scripts = ["'self'", ...allowed, ...hashes.map((hash) => `'sha256-${hash}'`)].join(" ");
  return [`script-src ${scripts}`, ...FIXED].join("; ");
}

/** The policy for pages served by `next dev`, which needs inline and eval'd scripts: everything but `script-src`. */
export const DEVELOPMENT_POLICY = FIXED.join("; ");

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
/** `type` values a browser runs; any other type (`application/json`, `application/ld+json`) is data. */
const SCRIPT_TYPE = /(?:^|\s)type\s*=\s*(["']?)([^"'\s>]*)\1/i;
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript"]);

/**
 * The inline scripts the product itself writes, besides Next's flight rows: exact texts
 * (the banners' dismissal script) and texts made from numbers or fixed names only (the
 * widget layer's offset). Whoever writes such a script lists it here (scripts/forward.ts
 * passes the features' own); any other inline script is not the product's and is refused.
 */
export type ProductScripts = { texts?: readonly string[]; shapes?: readonly RegExp[] };

const NEXT_BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const NEXT_ROW = "self.__next_f.push(";

/** `[n, …]` as JSON, whole: a literal, so pushing it runs nothing (`[1,"x"]);alert(1)//` does not parse). */
function isFlightRow(json: string): boolean {
  try {
    const row: unknown = JSON.parse(json);
    return Array.isArray(row) && row.length === 2 && typeof row[0] === "number" && Number.isInteger(row[0]);
  } catch {
    return false;
  }
}

/**
 * Whether an inline script is one Next writes for its flight data: the bootstrap
 * `(self.__next_f=self.__next_f||[]).push([0])` (and the form state row after it), or one
 * row `self.__next_f.push([n,…])` whose argument is a JSON literal (Next's htmlEscapeJsonString
 * of JSON.stringify: `<` is written `\u003c`, so no stored text can end the element early).
 */
export function isNextFlightScript(text: string): boolean {
  if (text === NEXT_BOOTSTRAP) return true;
  const rest = text.startsWith(`${NEXT_BOOTSTRAP};${NEXT_ROW}`) ? text.slice(NEXT_BOOTSTRAP.length + 1) : text;
  return rest.startsWith(NEXT_ROW) && rest.endsWith(")") && isFlightRow(rest.slice(NEXT_ROW.length, -1));
}

const TURBOPACK_START = `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(`;

/** Turbopack's bootstrap of a page's chunks: `(globalThis["TURBOPACK"] || …).push(<JSON object>);`, data only. */
export function isTurbopackBootstrap(text: string): boolean {
  if (!text.startsWith(TURBOPACK_START) || !text.endsWith(");")) return false;
  try {
    const value: unknown = JSON.parse(text.slice(TURBOPACK_START.length, -2));
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * The SHA-256 (base64) of every inline script of an HTML document that a browser
 * would run and that the product wrote, each once: Next's flight scripts, Turbopack's bootstrap, React's (react-scripts.ts)
 * and the `product` scripts. Whatever else an answer holds
 * is never hashed, so a script that a stored field smuggled into a page would not run.
 * The hash is of the script's text exactly as written between its tags (a browser
 * hashes the element's text, which inside `<script>` is taken literally).
 */
export function inlineScriptHashes(html: string, product: ProductScripts = {}): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", raw = ""] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    const type = SCRIPT_TYPE.exec(attributes)?.[2]?.toLowerCase() ?? "";
    if (!RUNNABLE_TYPES.has(type)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the script sees its text.
    const text = raw.replace(/\r\n?/g, "\n");
    const ours =
      isNextFlightScript(text) ||
      isTurbopackBootstrap(text) ||
      isReactScript(text) ||
      product.texts?.includes(text) ||
      product.shapes?.some((shape) => shape.test(text));
    if (ours) hashes.add(crypto.createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync, deflate: zlib.inflateSync };

/**
 * The policy of an HTML answer from its body as sent (`Content-Encoding` gzip,
 * br, deflate or none). A body that cannot be read gets the policy without
 * hashes: its inline scripts are refused, never allowed blindly.
 */
export function policyForHtml(body: Buffer, contentEncoding?: string, origins: readonly string[] = [], product: ProductScripts = {}): string {
  const encoding = (contentEncoding ?? "").trim().toLowerCase();
  if (body.length === 0) return contentSecurityPolicy([], origins);
  try {
    const decoded = encoding && encoding !== "identity" ? DECODERS[encoding]!(body) : body;
    return contentSecurityPolicy(inlineScriptHashes(decoded.toString("utf8"), product), origins);
  } catch {
    return contentSecurityPolicy([], origins);
  }
}

/** Security headers of every answer (Next's, through next.config.ts, and the front thread's own). */
export const SECURITY_HEADERS = {
  "content-security-policy": contentSecurityPolicy(),
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
} as const;
