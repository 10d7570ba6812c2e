import type { IncomingMessage, ServerResponse } from "node:http";
import { SECURITY_HEADERS } from "./csp";

/** True when the request's path has broken percent-encoding (`/%E0`, `/%C0`, `/api/metrics/%E0%A4%A`). */
export function hasMalformedPath(url: string): boolean {
  if (!url.includes("%")) return false;
  const path = url.split("?")[0]!;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export const MALFORMED_URL = "The address is not valid: it has broken percent-encoding.";

/** Answers 400 before any route sees a path that cannot be decoded; true when it did. */
export function refuseMalformedPath(req: IncomingMessage, res: ServerResponse): boolean {
  if (!hasMalformedPath(req.url ?? "/")) return false;
  const json = (req.url ?? "").startsWith("/api/");
  const body = json
    ? JSON.stringify({ error: MALFORMED_URL })
    : `<!DOCTYPE html><html lang="en"><title>Bad request</title><h1>Bad request</h1><p>${MALFORMED_URL}</p></html>`;
  res.writeHead(400, { "content-type": json ? "application/json" : "text/html; charset=utf-8", "cache-control": "no-store", ...SECURITY_HEADERS });
  res.end(body);
  return true;
}
