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
