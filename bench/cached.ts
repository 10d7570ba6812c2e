/**
 * Figure 1: the cached home page against a bare node:http server (its own process)
 * sending the very same bytes with the same headers, measured back to back in
 * the same run (three alternating rounds each, medians compared): once as plain HTML (no Accept-Encoding) and once as a browser asks
 * for it (Accept-Encoding: gzip; the bare server then sends the very bytes the
 * cache sent, with Content-Encoding: gzip, as a precompressed static file would be).
 */
import { getBytes, header, type Site } from "./client";
import { measureThroughput, startBareServer, type Throughput } from "./load";
import { round } from "./stats";

/** What the cached page should reach, as a share of the bare server's req/s (issue 7; not asserted). */
export const TARGETS = { plain: 0.9, gzip: 0.8 } as const;

export type Comparison = { page: Throughput; bare: Throughput; ratio: number; target: number; met: boolean; bytes: number };
export type CachedFigures = { plain: Comparison; gzip: Comparison };

/** GETs the page until the front cache answers it (`x-onsite-cache: HIT`); throws after `tries`. */
export async function untilCacheHit(site: Site, path: string, accept: Record<string, string>, tries = 20) {
  for (let i = 1; ; i++) {
    const page = await getBytes(site, path, accept);
    if (page.status !== 200) throw new Error(`GET ${site.host}${path} answered ${page.status}`);
    if (header(page, "x-onsite-cache") === "HIT") return page;
    if (i >= tries)
      throw new Error(`GET ${site.host}${path} is not served from the cache after ${tries} requests (x-onsite-cache: "${header(page, "x-onsite-cache")}")`);
  }
}

async function compare(site: Site, accept: Record<string, string>, target: number, options: { connections: number; seconds: number }): Promise<Comparison> {
  const page = await untilCacheHit(site, "/", accept);
  const wanted = accept["accept-encoding"] ?? "";
  if (page.encoding !== wanted) throw new Error(`asked for "${wanted}" encoding, the page came "${page.encoding}"`);

  // The very response: every header the cache sent (its security headers, ETag, Vary...),
  // not just the content type; only those a server sets per connection or per answer
  // (Date, Connection, Keep-Alive, Content-Length) are left to the bare server itself.
  const headers = sameHeaders(page.headers);
  if (!headers["content-type"]) headers["content-type"] = "text/html; charset=utf-8";
  const request = { host: `${site.host}:${site.port}`, ...accept };
  const label = wanted ? `cached page (${wanted})` : "cached page";
  const bare = await startBareServer(page.bytes, headers);
  try {
    // Alternating rounds, median of each: a busy moment of the machine then
    // weighs on both sides instead of on one.
    const pages: Throughput[] = [];
    const bares: Throughput[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      pages.push(await measureThroughput(label, `http://127.0.0.1:${site.port}/`, request, options.connections, options.seconds));
      bares.push(await measureThroughput(`bare ${label}`, `http://127.0.0.1:${bare.port}/`, request, options.connections, options.seconds));
    }
    const pageFigures = median(pages);
    const bareFigures = median(bares);
    const ratio = round(pageFigures.rps / bareFigures.rps, 2);
    return { page: pageFigures, bare: bareFigures, ratio, target, met: ratio >= target, bytes: page.bytes.length };
  } finally {
    await bare.stop();
  }
}

const PER_ANSWER = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/** The cached answer's headers for the bare server to send as they are. */
function sameHeaders(received: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(received)) {
    if (value === undefined || PER_ANSWER.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

/** Rounds of each side, alternating. */
const ROUNDS = 3;

/** The run with the median throughput. */
const median = (runs: Throughput[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

export async function measureCachedPage(site: Site, options: { connections: number; seconds: number }): Promise<CachedFigures> {
  const plain = await compare(site, {}, TARGETS.plain, options);
  const gzip = await compare(site, { "accept-encoding": "gzip" }, TARGETS.gzip, options);
  return { plain, gzip };
}
