import http from "node:http";
import { request } from "undici";
import { loopback, server } from "./client";

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; text: string };

/**
 * A raw GET to this machine on `port` (default: the test server's) with any Host
 * header; undici's request does not decompress, so encodings stay visible.
 */
export async function rawGet(host: string, path: string, headers: Record<string, string> = {}, port = server().port): Promise<RawResponse> {
  const response = await request(`http://127.0.0.1:${port}${path}`, { dispatcher: loopback, headers: { host, ...headers } });
  const body = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, headers: response.headers, body, text: body.toString() };
}

/**
 * A request sent exactly as written, as a non-browser client may: any method
 * (TRACE, made-up ones) and the path untouched (`/./account`, `/a/../account`,
 * `/%2e/account` are not resolved first, as URL parsers and fetch do).
 */
export function rawRequest(
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; port?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: options.port ?? server().port, method: options.method ?? "GET", path, headers: { host, ...options.headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString() });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}
