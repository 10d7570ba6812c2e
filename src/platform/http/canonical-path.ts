import type { IncomingMessage, ServerResponse } from "node:http";
import { SECURITY_HEADERS } from "./csp";

/**
 * One spelling per path, before the page cache or any personal-page decision
 * sees it. A browser resolves `/./account`, `/a/../account` and `/%2e/account`
 * before sending them; a non-browser client sends them as written, and Next
 * resolves them to `/account` again while routing (WHATWG URL parsing: `\` is
 * `/`, `%2e` is a dot). A check that reads the path as written (is this a
 * personal page? is this page kept?) would then disagree with the page Next
 * renders, so such paths never reach either: they are redirected (308) to the
 * path Next would render. Percent-encoded slashes (`%2F`, `%5C`) name no page of
 * a site and are refused with 400.
 */

/** Percent-encoded letters, digits and `-._~` (RFC 3986 unreserved): the same path as the plain ones. */
const UNRESERVED = /%(2[DdEe]|3\d|4[1-9A-Fa-f]|5[0-9Aa]|5[Ff]|6[1-9A-Fa-f]|7[0-9Aa]|7[Ee])/g;
const ENCODED_SLASH = /%(2f|5c)/i;
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

export const ENCODED_SLASH_MESSAGE = "The address is not valid: it has an encoded slash.";
export const NOT_A_PATH_MESSAGE = "The address is not valid: it must be a path.";

/** `/a/./b/../c` -> `/a/c`; a path ending in `.` or `..` keeps its trailing slash (`/a/..` -> `/`). */
function removeDotSegments(path: string) {
  const segments = path.split("/").slice(1);
  const out: string[] = [];
  segments.forEach((segment, i) => {
    if (segment !== "." && segment !== "..") return out.push(segment);
    if (segment === "..") out.pop();
    if (i === segments.length - 1) out.push("");
  });
  return "/" + out.join("/");
}

const decodeUnreserved = (path: string) =>
  path.includes("%") ? path.replace(UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16))) : path;

/**
 * The canonical form of a request target (path and query), or null when it is
 * refused: a percent-encoded slash, or a target that is neither a path nor an
 * absolute `http(s)://` address. The query is kept as it is.
 */
export function canonicalTarget(url: string): string | null {
  const q = url.indexOf("?");
  let path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? "" : url.slice(q);
  if (!path.startsWith("/")) {
    const origin = ABSOLUTE_FORM.exec(path);
    if (!origin) return null;
    path = path.slice(origin[0].length) || "/";
    if (!path.startsWith("/")) return null;
  }
  if (ENCODED_SLASH.test(path)) return null;
  const canonical = removeDotSegments(decodeUnreserved(path.replace(/\\/g, "/")).replace(/\/{2,}/g, "/"));
  return canonical + query;
}

/**
 * Answers a request whose path is not canonical: 308 to the canonical path, or
 * 400 when there is none. True when it answered.
 */
export function redirectToCanonicalPath(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  const canonical = canonicalTarget(url);
  if (canonical === url) return false;
  if (canonical === null) {
    const json = url.startsWith("/api/");
    const message = ENCODED_SLASH.test(url) ? ENCODED_SLASH_MESSAGE : NOT_A_PATH_MESSAGE;
    const body = json
      ? JSON.stringify({ error: message })
      : `<!DOCTYPE html><html lang="en"><title>Bad request</title><h1>Bad request</h1><p>${message}</p></html>`;
    res.writeHead(400, { ...SECURITY_HEADERS, "content-type": json ? "application/json" : "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(body);
    return true;
  }
  res.writeHead(308, { ...SECURITY_HEADERS, location: canonical, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end(`Moved to ${canonical}`);
  return true;
}
