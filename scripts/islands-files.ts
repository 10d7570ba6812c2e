import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { SECURITY_HEADERS } from "@/platform/http/csp";

/** Where the islands' browser build puts its files (scripts/build-islands.mjs), and the address they are asked at. */
export const ISLANDS_PATH = "/_onsite/islands/";
/** esbuild's names: `entry-7KRKO6WS.js`, `chunk-ZZ2JCFIN.js`; nothing else (no dots, no slashes) is one of its files. */
const FILE_NAME = /^[A-Za-z0-9_-]+\.js$/;
/** Content-hashed names: a file at an address never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

type Kept = { plain: Buffer; gzip: Buffer; etag: string };

const acceptsGzip = (req: IncomingMessage) => {
  const header = req.headers["accept-encoding"];
  return typeof header === "string" && /\bgzip\b/.test(header) && !/gzip\s*;\s*q=0(\.0*)?\s*(,|$)/.test(header);
};

/**
 * The islands' scripts, answered by the front thread (scripts/serve.ts) from memory: each file read
 * and gzipped once, at its first request, then sent compressed to every browser that takes gzip
 * (Next serves public/ files as they are: React's chunk went out as 206 kB instead of 64 kB).
 * Answers `true` when it answered; anything else (another path, a name that is not a file of the
 * build, a method other than GET and HEAD) is left to the rest of the server, which answers 404 or 405.
 */
export function islandsFiles(dir: string) {
  const kept = new Map<string, Kept | null>();
  const read = (name: string): Kept | null => {
    if (!kept.has(name)) {
      let file: Kept | null = null;
      try {
        const plain = fs.readFileSync(path.join(dir, name));
        file = { plain, gzip: zlib.gzipSync(plain, { level: 9 }), etag: `"${name}"` };
      } catch {
        file = null;
      }
      // A name the build does not have is not kept: a later build's file may take it.
      if (file) kept.set(name, file);
      else return null;
    }
    return kept.get(name)!;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "";
    if (!url.startsWith(ISLANDS_PATH) || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const name = url.slice(ISLANDS_PATH.length).split("?")[0]!;
    if (!FILE_NAME.test(name)) return false;
    const file = read(name);
    if (!file) return false;
    const headers: Record<string, string | number> = {
      ...SECURITY_HEADERS,
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": IMMUTABLE,
      vary: "accept-encoding",
      etag: file.etag,
    };
    if (req.headers["if-none-match"] === file.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    const gzip = acceptsGzip(req);
    const body = gzip ? file.gzip : file.plain;
    if (gzip) headers["content-encoding"] = "gzip";
    headers["content-length"] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
