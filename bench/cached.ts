/**
 * Figure 1: the cached home page against a bare node:http server (its own process)
 * sending the very same bytes with the same content type: once as plain HTML (no
 * Accept-Encoding, as autocannon sends by default) and once as a browser asks for
 * it (Accept-Encoding: gzip; Next compresses each response, the bare server sends
 * Next's compressed bytes as a precompressed static file would be).
 */
import { getBytes, type Site } from "./client";
import { measureThroughput, startBareServer, type Throughput } from "./load";
import { round } from "./stats";

export type Comparison = { page: Throughput; bare: Throughput; ratio: number; bytes: number };
export type CachedFigures = { plain: Comparison; gzip: Comparison };

async function compare(site: Site, accept: Record<string, string>, options: { connections: number; seconds: number }): Promise<Comparison> {
  const page = await getBytes(site, "/", accept);
  if (page.status !== 200) throw new Error(`the home page answered ${page.status}`);
  const cache = String(page.headers["x-nextjs-cache"] ?? "");
  if (cache !== "HIT") throw new Error(`the home page is not served from the cache (x-nextjs-cache: "${cache}")`);
  const wanted = accept["accept-encoding"] ?? "";
  if (page.encoding !== wanted) throw new Error(`asked for "${wanted}" encoding, the page came "${page.encoding}"`);

  const headers: Record<string, string> = { "content-type": String(page.headers["content-type"] ?? "text/html; charset=utf-8") };
  if (page.encoding) headers["content-encoding"] = page.encoding;
  const request = { host: `${site.host}:${site.port}`, ...accept };
  const label = wanted ? `cached page (${wanted})` : "cached page";
  const pageFigures = await measureThroughput(label, `http://127.0.0.1:${site.port}/`, request, options.connections, options.seconds);
  const bare = await startBareServer(page.bytes, headers);
  try {
    const bareFigures = await measureThroughput(`bare ${label}`, `http://127.0.0.1:${bare.port}/`, request, options.connections, options.seconds);
    return { page: pageFigures, bare: bareFigures, ratio: round(pageFigures.rps / bareFigures.rps, 2), bytes: page.bytes.length };
  } finally {
    await bare.stop();
  }
}

export async function measureCachedPage(site: Site, options: { connections: number; seconds: number }): Promise<CachedFigures> {
  await getBytes(site, "/"); // renders once if the cache is empty
  const plain = await compare(site, {}, options);
  const gzip = await compare(site, { "accept-encoding": "gzip" }, options);
  return { plain, gzip };
}
