import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, type TestOrg } from "../support/client";
import { variantServer, type SharedServer } from "../support/variants";

/** A tiny site the check fetches: an image, a web page, a 404, a redirect, and a server that refuses HEAD. */
function startMediaSite(): Promise<http.Server> {
  const site = http.createServer((req, res) => {
    if (req.url === "/a.png") return res.writeHead(200, { "content-type": "image/png" }).end(req.method === "HEAD" ? undefined : "png");
    if (req.url === "/clip.mp4") return res.writeHead(200, { "content-type": "video/mp4" }).end();
    if (req.url === "/page") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<html></html>");
    if (req.url === "/moved") return res.writeHead(302, { location: "/a.png" }).end();
    if (req.url === "/loop") return res.writeHead(302, { location: "/loop" }).end();
    if (req.url === "/no-head.jpg") {
      if (req.method === "HEAD") return res.writeHead(405).end();
      expect(req.headers.range).toBe("bytes=0-1023");
      return res.writeHead(206, { "content-type": "image/jpeg" }).end("jpg");
    }
    res.writeHead(404, { "content-type": "text/html" }).end("not here");
  });
  return new Promise((resolve) => site.listen(0, "127.0.0.1", () => resolve(site)));
}

const check = (org: TestOrg, url: unknown, port?: number, token: string | undefined = org.owner.token) =>
  api(org.host, "/api/media/check", { method: "POST", body: { url }, token, port });

let site: http.Server;
let base: string;
beforeAll(async () => {
  site = await startMediaSite();
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe("POST /api/media/check (private addresses allowed by the operator)", () => {
  // The project's shared server with ONSITE_MEDIA_CHECK_ALLOW_PRIVATE=1.
  let allowing: SharedServer;
  let org: TestOrg;
  beforeAll(async () => {
    allowing = await variantServer("privateMedia");
    org = await createOrg(undefined, allowing);
  });

  it("an image answers image with its content type", async () => {
    const result = await check(org, `${base}/a.png`, allowing.port);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ kind: "image", accept: "yes", content_type: "image/png" });
  });

  it("a video file answers video; a YouTube link answers its embed without fetching", async () => {
    expect((await check(org, `${base}/clip.mp4`, allowing.port)).body).toMatchObject({ kind: "video", accept: "yes" });
    expect((await check(org, "https://www.youtube.com/watch?v=dQw4w9WgXcQ", allowing.port)).body).toMatchObject({
      kind: "embed",
      embed_url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
  });

  it("a web page is refused with a message naming what it is", async () => {
    expect((await check(org, `${base}/page`, allowing.port)).body).toMatchObject({
      kind: "page",
      accept: "no",
      message: "This address is a web page, not an image or video",
    });
  });

  it("a 404 is kept only after the user confirms", async () => {
    expect((await check(org, `${base}/missing.png`, allowing.port)).body).toMatchObject({
      kind: "unreachable",
      accept: "confirm",
      status: 404,
      message: "We could not reach this address (404). Use it anyway?",
    });
  });

  it("follows a redirect to the image, stops after 3 hops, and falls back to a ranged GET when HEAD is refused", async () => {
    expect((await check(org, `${base}/moved`, allowing.port)).body).toMatchObject({ kind: "image", url: `${base}/moved` });
    expect((await check(org, `${base}/loop`, allowing.port)).body).toMatchObject({ kind: "unreachable", accept: "confirm" });
    expect((await check(org, `${base}/no-head.jpg`, allowing.port)).body).toMatchObject({ kind: "image", content_type: "image/jpeg" });
  });

  it("an address without a scheme gets https:// added", async () => {
    const result = await check(org, "www.youtube.com/watch?v=dQw4w9WgXcQ", allowing.port);
    expect(result.body).toMatchObject({ url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", kind: "embed" });
  });
});

describe("POST /api/media/check (default: private addresses are not fetched)", () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg();
  });

  it.each(["/a.png", "/page"])("refuses the loopback address of %s without fetching it", async (path) => {
    const result = await check(org, `${base}${path}`);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ kind: "internal", accept: "no", message: "This address is on a private network, so visitors could not see it" });
  });

  it.each(["http://localhost:1/a.png", "http://[::1]/a.png", "http://169.254.169.254/latest", "http://10.0.0.1/a.png", "http://[::ffff:127.0.0.1]/a.png"])(
    "refuses %s (loopback, link-local, private, mapped IPv6)",
    async (url) => {
      expect((await check(org, url)).body).toMatchObject({ kind: "internal", accept: "no" });
    },
  );

  it("asks for sign-in, and refuses an empty or unsafe address as invalid input", async () => {
    expect((await check(org, `${base}/a.png`, undefined, "")).status).toBe(401);
    expect(await check(org, "")).toMatchObject({ status: 400, body: { error: "Please enter a valid URL", field: "url" } });
    expect((await check(org, "javascript:alert(1)")).body).toMatchObject({ accept: "no", message: "Please enter a valid URL" });
  });
});
