import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { islandsFiles } from "./islands-files";

const SCRIPT = `import{a as b}from"/_onsite/islands/chunk-AAAA.js";${"console.log(b);".repeat(200)}`;
let server: http.Server;
let dir: string;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
const ask = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  new Promise<Answer>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    http
      .request({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-files-"));
  fs.writeFileSync(path.join(dir, "entry-7KRKO6WS.js"), SCRIPT);
  fs.writeFileSync(path.join(dir, "manifest.json"), "{}");
  const files = islandsFiles(dir);
  // What the rest of the server would answer: the test sees who answered.
  server = http.createServer((req, res) => files(req, res) || res.writeHead(404, { "x-answered-by": "the rest" }).end());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the islands' scripts", () => {
  it("are sent gzipped to a browser that takes gzip, immutable, with the security headers", async () => {
    const answer = await ask("/_onsite/islands/entry-7KRKO6WS.js", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("accept-encoding");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(zlib.gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("are sent as they are to a client that does not take gzip, and a HEAD gets the headers alone", async () => {
    for (const headers of [{}, { "accept-encoding": "gzip;q=0, identity" }] as Record<string, string>[]) {
      const answer = await ask("/_onsite/islands/entry-7KRKO6WS.js", headers);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.toString()).toBe(SCRIPT);
    }
    const head = await ask("/_onsite/islands/entry-7KRKO6WS.js", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("answer 304 to a browser that has the file", async () => {
    const first = await ask("/_onsite/islands/entry-7KRKO6WS.js");
    const again = await ask("/_onsite/islands/entry-7KRKO6WS.js", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("leave to the rest of the server any other name, path or method: no file outside the build is read", async () => {
    for (const [url, method] of [
      ["/_onsite/islands/chunk-NONE.js", "GET"],
      ["/_onsite/islands/manifest.json", "GET"],
      ["/_onsite/islands/../islands-files.test.ts", "GET"],
      ["/_onsite/islands/%2e%2e%2fpasswd.js", "GET"],
      ["/_onsite/demo/photo.svg", "GET"],
      ["/_onsite/islands/entry-7KRKO6WS.js", "POST"],
    ]) {
      const answer = await ask(url!, {}, method);
      expect(answer.headers["x-answered-by"], `${method} ${url}`).toBe("the rest");
    }
  });
});
