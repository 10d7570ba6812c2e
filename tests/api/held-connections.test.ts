import http from "node:http";
import net from "node:net";
import { fetch } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, loopback, server, siteUrl, type TestOrg } from "../support/client";

/**
 * Answers that stay open (server-sent events streams, bodies still arriving) must not
 * take the sockets every other request of every organization needs (docs/decisions.md,
 * "Held connections"). The held ones come from loopback addresses of their own
 * (127.0.0.2 and up: the whole 127/8 is this machine), so the per-address caps of other
 * test files, which speak from 127.0.0.1, are not touched.
 */
const STREAMS = 300;
const SLOW_BODIES = 300;
const PER_ADDRESS = 8;
/** How long a request of another organization may take while all of that is held: it must answer, not hang. */
const CLIENT_TIMEOUT_MS = 5_000;

type Held = { status: number; headers: http.IncomingHttpHeaders; body: Promise<string>; close: () => void };

/** A GET of a live stream from `localAddress`, resolved once its answer's headers arrive. */
function openStream(org: TestOrg, localAddress: string): Promise<Held> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port: server().port,
      localAddress,
      path: `/api/organizations/${org.id}/live`,
      headers: { host: org.host, accept: "text/event-stream", authorization: `Bearer ${org.owner.token}` },
      agent: false,
    });
    request.on("response", (response) => {
      let text = "";
      const body = new Promise<string>((done) => {
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => done(text));
        response.on("close", () => done(text));
      });
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body, close: () => request.destroy() });
    });
    request.on("error", (error) => ((error as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(error)));
    request.end();
  });
}

/** A sign-in POST that announces 100 bytes and sends one: held open as a slow client would. */
function slowSignIn(org: TestOrg): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port: server().port, localAddress: "127.0.1.1" }, () => {
      const head = [
        "POST /api/auth/sign-in/email HTTP/1.1",
        `Host: ${org.host}`,
        `Origin: ${new URL(siteUrl(org.host)).origin}`,
        "Content-Type: application/json",
        "Content-Length: 100",
        "",
        "{",
      ].join("\r\n");
      socket.write(head, () => resolve(socket));
    });
    socket.on("error", reject);
  });
}

/** A request of the other organization, given a few seconds to answer while the rest is held. */
async function promptly(path: string, org: TestOrg, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (path.startsWith("/api/auth/")) headers.origin = new URL(siteUrl(org.host)).origin;
  const response = await fetch(siteUrl(org.host, path), {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    dispatcher: loopback,
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
}

describe("held connections", () => {
  let busy: TestOrg;
  let other: TestOrg;
  const streams: Held[] = [];
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    [busy, other] = await Promise.all([createOrg(), createOrg()]);
  });

  afterAll(() => {
    for (const stream of streams) stream.close();
    for (const socket of sockets) socket.destroy();
  });

  it("keeps answering other organizations while 300 streams and 300 slow bodies are held", async () => {
    sockets.push(...(await Promise.all(Array.from({ length: SLOW_BODIES }, () => slowSignIn(busy)))));
    const addresses = Array.from({ length: Math.ceil(STREAMS / PER_ADDRESS) }, (_, i) => `127.0.0.${2 + i}`);
    const opened = await Promise.all(Array.from({ length: STREAMS }, (_, i) => openStream(busy, addresses[i % addresses.length]!)));
    streams.push(...opened);
    expect(opened.map((stream) => stream.status)).toEqual(Array(STREAMS).fill(200));

    // One more from an address that has its 8: refused at once, told when to come back.
    const ninth = await openStream(busy, addresses[0]!);
    streams.push(ninth);
    expect(ninth.status).toBe(429);
    expect(ninth.headers["retry-after"]).toBe("30");
    expect(JSON.parse(await ninth.body).error).toBe("Too many live connections. Close other tabs of this site and try again.");

    const [signIn, page, list] = await Promise.all([
      promptly("/api/auth/sign-in/email", other, { method: "POST", body: { email: other.owner.email, password: other.owner.password } }),
      promptly(`/?held=${Date.now()}`, other),
      promptly("/api/media", other, { token: other.owner.token }),
    ]);
    expect(signIn.status, signIn.text).toBe(200);
    expect(page.status).toBe(200);
    expect(page.text).toContain("<html");
    expect(list.status, list.text).toBe(200);
    expect(JSON.parse(list.text)).toHaveProperty("files");
  });
});
