/** HTTP helpers: every host name resolves to this machine (as in tests/support/client.ts). */
import { Agent, request } from "undici";

/** A request the server has not answered within this time fails with its method and path, instead of hanging the run. */
const ANSWER_WITHIN_MS = 30_000;

export const loopback = new Agent({
  headersTimeout: ANSWER_WITHIN_MS,
  bodyTimeout: ANSWER_WITHIN_MS,
  connect: {
    lookup: (_host, options, callback) =>
      (options as { all?: boolean }).all ? callback(null, [{ address: "127.0.0.1", family: 4 }] as never, 4) : callback(null, "127.0.0.1", 4),
  },
});

export type Site = { host: string; port: number; adminToken: string };
export type Reply<T = unknown> = { status: number; body: T; text: string; headers: Record<string, string | string[] | undefined> };

export const siteUrl = (site: Site, path = "/", host = site.host) => `http://${host}:${site.port}${path}`;

/** A request to the site; JSON bodies are sent and parsed when present. */
export async function call<T = unknown>(
  site: Site,
  path: string,
  options: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; host?: string; signal?: AbortSignal } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const method = options.method ?? "GET";
  const { response, text } = await named(`${method} ${siteUrl(site, path, options.host)}`, async () => {
    const response = await request(siteUrl(site, path, options.host), {
      method: method as "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      dispatcher: loopback,
      signal: options.signal,
    });
    return { response, text: await response.body.text() };
  });
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.statusCode, body: body as T, text, headers: response.headers };
}

/** Runs one request; a failure (a timeout, a closed socket) names the request. */
async function named<T>(what: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Like `call`, but throws unless the status is the expected one. */
export async function expectStatus<T = unknown>(expected: number, site: Site, path: string, options: Parameters<typeof call>[2] = {}) {
  const reply = await call<T>(site, path, options);
  if (reply.status !== expected) {
    throw new Error(`${options.method ?? "GET"} ${path} answered ${reply.status} (expected ${expected}): ${reply.text.slice(0, 500)}`);
  }
  return reply;
}

export const header = (reply: { headers: Reply["headers"] }, name: string) => {
  const value = reply.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

/** One GET of a public page, timed to the last byte of the body; `cache` is its `x-onsite-cache` header ("HIT" or not). */
export async function timedGet(site: Site, path = "/") {
  const started = performance.now();
  const reply = await call(site, path);
  return { ms: performance.now() - started, html: reply.text, status: reply.status, cache: header(reply, "x-onsite-cache") };
}

/** The raw bytes of a GET, as sent (no decoding; compression only if `headers` ask for it). */
export async function getBytes(site: Site, path: string, headers: Record<string, string> = {}) {
  const { response, bytes } = await named(`GET ${siteUrl(site, path)}`, async () => {
    const response = await request(siteUrl(site, path), { dispatcher: loopback, headers });
    return { response, bytes: Buffer.from(await response.body.arrayBuffer()) };
  });
  return { status: response.statusCode, bytes, headers: response.headers, encoding: header(response, "content-encoding") };
}
