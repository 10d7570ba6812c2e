import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withFrontCache } from "./front-cache";

/**
 * The front cache in front of a stand-in for Next that answers each path with
 * the `Cache-Control` the path names: what the cache does with an answer must
 * follow the answer's own label, whatever path it came by.
 */
const LABELS: Record<string, string> = {
  "/public": "public, max-age=0, must-revalidate",
  "/private": "private, max-age=0",
  "/no-store": "no-store",
  "/next-dynamic": "private, no-cache, no-store, max-age=0, must-revalidate",
  "/unlabelled": "",
};

let renders = 0;
function render(req: IncomingMessage, res: ServerResponse) {
  renders++;
  const label = LABELS[req.url ?? ""] ?? "";
  if (label) res.setHeader("cache-control", label);
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.writeHead(200);
  res.end(`<p>Signed in as someone@example.com, render ${renders}</p>`);
}

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer(withFrontCache(render, async () => 424242));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { host: "front-cache.test" }, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ headers: res.headers, body }));
      })
      .on("error", reject);
  });

describe("the front cache and an answer's own Cache-Control", () => {
  it("keeps and labels for revalidation an answer that says public", async () => {
    const first = await get("/public");
    const second = await get("/public");
    expect(first.headers["x-onsite-cache"]).toBe("MISS");
    expect(second.headers["x-onsite-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(second.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("never keeps nor relabels an answer that says private or no-store, or says nothing", async () => {
    for (const path of ["/private", "/no-store", "/next-dynamic", "/unlabelled"]) {
      const first = await get(path);
      const second = await get(path);
      expect(second.body).not.toBe(first.body);
      for (const answer of [first, second]) {
        expect(answer.headers["x-onsite-cache"]).toBeUndefined();
        expect(answer.headers.etag).toBeUndefined();
        expect(answer.headers["cache-control"]).toBe(LABELS[path] || undefined);
      }
    }
  });
});
