import type { IncomingMessage, ServerResponse } from "node:http";
import { SECURITY_HEADERS } from "./csp";

/**
 * Which methods an address takes (RFC 9110 §15.5.6: a 405 names them in `Allow`).
 * Pages and files (everything outside `/api/`) take GET and HEAD: Next would
 * otherwise render a page for any method, and answer TRACE with a 500. An API
 * route takes the methods its route file exports (Next answers OPTIONS with
 * them), so any other method there is asked of the route.
 */
export const PAGE_METHODS = "GET, HEAD";

/** The methods Next's route handlers can implement; any other one never reaches Next. */
const ROUTE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

export type MethodVerdict = "pass" | "page" | "route";

/**
 * `pass`: Next may answer. `page`: refused with `Allow: GET, HEAD`. `route`: an API
 * address and a method no route handler implements: refused with the route's
 * own `Allow`.
 */
export function methodVerdict(req: IncomingMessage): MethodVerdict {
  const method = req.method ?? "GET";
  if (!(req.url ?? "/").startsWith("/api/")) return method === "GET" || method === "HEAD" ? "pass" : "page";
  return ROUTE_METHODS.has(method) ? "pass" : "route";
}

export const methodNotAllowedMessage = (allow: string) => `Method not allowed. This address takes ${allow}.`;

/** 405 with `Allow`; JSON `{ error }` under /api/, a short HTML page elsewhere. */
export function answerMethodNotAllowed(req: IncomingMessage, res: ServerResponse, allow: string) {
  const json = (req.url ?? "").startsWith("/api/");
  const message = methodNotAllowedMessage(allow);
  const body = json
    ? JSON.stringify({ error: message })
    : `<!DOCTYPE html><html lang="en"><title>Method not allowed</title><h1>Method not allowed</h1><p>${message}</p></html>`;
  res.writeHead(405, {
    ...SECURITY_HEADERS,
    allow,
    "content-type": json ? "application/json" : "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
