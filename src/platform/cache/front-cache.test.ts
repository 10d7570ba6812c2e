import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withFrontCache } from "./front-cache";
import { pageCacheUsage } from "./pages";
import { bumpVersion } from "./state";

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
  "/gzip-first": "public, max-age=0, must-revalidate",
};

let renders = 0;
function render(req: IncomingMessage, res: ServerResponse) {
  renders++;
  const label = LABELS[req.url ?? ""] ?? "";
  if (label) res.setHeader("cache-control", label);
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.writeHead(200);
  // A page of some weight, so that its compressed bytes are much fewer than its plain ones.
  res.end(`<p>Signed in as someone@example.com, render ${renders}</p>` + (req.url === "/gzip-first" ? "<p>Plenty of words.</p>".repeat(2_000) : ""));
}

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer(withFrontCache(render, async () => 424242));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: string; bytes: Buffer }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { host: "front-cache.test", ...headers }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ headers: res.headers, body: bytes.toString("utf8"), bytes });
        });
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

describe("a page rendered for a visitor who asked for gzip", () => {
  it("is kept compressed only, and gets its plain bytes kept once a visitor asks without gzip", async () => {
    const before = pageCacheUsage().bytes;
    const first = await get("/gzip-first", { "accept-encoding": "gzip" });
    expect(first.headers["x-onsite-cache"]).toBe("MISS");
    const compressed = pageCacheUsage().bytes - before;
    expect(compressed).toBeLessThan(first.body.length / 4);

    const zipped = await get("/gzip-first", { "accept-encoding": "gzip" });
    expect(zipped.headers["x-onsite-cache"]).toBe("HIT");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.bytes).toString("utf8")).toBe(first.body);

    const plain = await get("/gzip-first");
    expect(plain.headers["x-onsite-cache"]).toBe("HIT");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(first.body);
    expect(Number(plain.headers["content-length"])).toBe(plain.bytes.length);
    expect(pageCacheUsage().bytes - before).toBe(compressed + plain.bytes.length);
  });
});

describe("requests that arrive while their page renders", () => {
  /** A second server whose stand-in for Next waits until the test lets each render finish. */
  async function slowServer() {
    const organizationId = 737_373;
    let rendered = 0;
    let received = 0;
    /** Each render under way, by the order it began in (from 1), until the test lets it finish. */
    const gates = new Map<number, () => void>();
    const cached = withFrontCache(
      (req, res) => {
        const n = ++rendered;
        gates.set(n, () => {
          res.setHeader("cache-control", "public, max-age=0, must-revalidate");
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.writeHead(200);
          res.end(`<p>render ${n}</p>`);
        });
      },
      async () => organizationId,
    );
    let gone = 0;
    const slow = http.createServer((req, res) => {
      received++;
      res.once("close", () => res.writableFinished || gone++);
      void cached(req, res);
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const at = (slow.address() as { port: number }).port;
    const ask = (path: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port: at, path, headers: { host: "slow.test" }, agent: false }, (res) => {
            let body = "";
            res.on("data", (chunk) => (body += chunk));
            res.on("end", () => resolve({ headers: res.headers, body }));
          })
          .on("error", reject);
      });
    /** Resolves once the server has taken `count` requests in all (each event turn, no timer). */
    const taken = async (count: number) => {
      while (received < count) await new Promise((resolve) => setImmediate(resolve));
    };
    /** Resolves once `count` visitors have gone before their answer was sent. */
    const left = async (count: number) => {
      while (gone < count) await new Promise((resolve) => setImmediate(resolve));
    };
    const renders = async (count: number) => {
      while (rendered < count) await new Promise((resolve) => setImmediate(resolve));
    };
    const releaseRender = (n: number) => {
      const finish = gates.get(n)!;
      gates.delete(n);
      finish();
    };
    /** A request whose answer nobody reads: the test can close it. */
    const open = (path: string) => http.get({ host: "127.0.0.1", port: at, path, headers: { host: "slow.test" }, agent: false }).on("error", () => {});
    return {
      organizationId,
      ask,
      open,
      taken,
      left,
      renders,
      /** Lets the oldest render under way finish. */
      release: () => releaseRender(Math.min(...gates.keys())),
      /** Lets the render that began `n`-th finish, whatever the order. */
      releaseRender,
      rendered: () => rendered,
      close: () => new Promise<void>((resolve) => slow.close(() => resolve())),
    };
  }

  it("wait for the render under way and get its page, even when a save lands before it ends", async () => {
    const server = await slowServer();
    const first = server.ask("/busy");
    await server.renders(1);
    const waiting = [server.ask("/busy"), server.ask("/busy"), server.ask("/busy")];
    await server.taken(4);
    // A save is acknowledged now: the page under way is not kept, but it began after all four asked.
    bumpVersion(server.organizationId);
    server.release();
    const answers = await Promise.all([first, ...waiting]);
    expect(server.rendered()).toBe(1);
    expect(answers.map((answer) => answer.body)).toEqual(Array(4).fill("<p>render 1</p>"));
    expect(answers.slice(1).map((answer) => answer.headers["x-onsite-cache"])).toEqual(["SHARED", "SHARED", "SHARED"]);

    // Whoever asks after the save gets a render of the new version, and that one is kept.
    const after = server.ask("/busy");
    await server.renders(2);
    server.release();
    expect((await after).body).toBe("<p>render 2</p>");
    const hit = await server.ask("/busy");
    expect(hit.body).toBe("<p>render 2</p>");
    expect(hit.headers["x-onsite-cache"]).toBe("HIT");
    await server.close();
  });
  it("after a save, wait for one next render that begins when the one under way ends, instead of each starting one", async () => {
    const server = await slowServer();
    const first = server.ask("/edited");
    await server.renders(1);
    const before = server.ask("/edited");
    await server.taken(2);
    bumpVersion(server.organizationId); // a save is acknowledged while render 1 is under way
    const after = [server.ask("/edited"), server.ask("/edited"), server.ask("/edited")];
    await server.taken(5);
    bumpVersion(server.organizationId); // and another one
    const later = server.ask("/edited");
    await server.taken(6);
    // Nobody who asked after a save started a render while render 1 was under way.
    expect(server.rendered()).toBe(1);
    server.release();
    expect((await first).body).toBe("<p>render 1</p>");
    expect((await before).body).toBe("<p>render 1</p>");
    // Render 2 began after all four asked: it holds both saves, and it is the only one.
    await server.renders(2);
    server.release();
    const answers = await Promise.all([...after, later]);
    expect(answers.map((answer) => answer.body)).toEqual(Array(4).fill("<p>render 2</p>"));
    expect(server.rendered()).toBe(2);
    // Nothing was saved during render 2: it is kept.
    const hit = await server.ask("/edited");
    expect(hit.headers["x-onsite-cache"]).toBe("HIT");
    expect(hit.body).toBe("<p>render 2</p>");
    await server.close();
  });
  it("start no render for a queued visitor who has gone, and leave the page free for the next one", async () => {
    const server = await slowServer();
    const first = server.ask("/left");
    await server.renders(1);
    bumpVersion(server.organizationId);
    const leaving = server.open("/left");
    await server.taken(2);
    leaving.destroy();
    await server.left(1);
    server.release();
    await first;
    expect(server.rendered()).toBe(1); // nobody is waiting for a render
    const next = server.ask("/left");
    await server.renders(2);
    server.release();
    expect((await next).body).toBe("<p>render 2</p>");
    expect(server.rendered()).toBe(2);
    await server.close();
  });

  it("wait at most 10 seconds for another visitor's render, then get a render of their own", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const server = await slowServer();
      const stuck = server.ask("/stuck");
      await server.renders(1);
      const waiting = server.ask("/stuck");
      await server.taken(2);
      vi.advanceTimersByTime(9_999);
      expect(server.rendered()).toBe(1);
      vi.advanceTimersByTime(1);
      await server.renders(2);
      server.releaseRender(2);
      expect((await waiting).body).toBe("<p>render 2</p>");
      server.releaseRender(1);
      expect((await stuck).body).toBe("<p>render 1</p>");
      await server.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
