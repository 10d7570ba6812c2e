/**
 * Scale in tenants (issue 26, target 4; PostgreSQL only): 10,000 organizations on
 * one server (bench/scale-seed.ts), visitors on 1,000 of them with a Zipf-like
 * distribution (the host of rank r weighs 1 / r^s: a few hot, many cold;
 * bench/wrk-zipf.lua), their cached pages asked for with gzip as in the
 * 20-organization figure (bench/tenants.ts) and with as many wrk threads and
 * connections, so that the two throughputs compare. Also: the server's memory (the
 * RSS of its process tree) after the load, the page cache's and host lookups'
 * entries and evictions (GET /api/internal/cache), and whether any query reads
 * every organization's rows (bench/scale-queries.ts).
 *
 * Functional problems (reported, then the benchmark exits 1): a host asked for
 * before it was seeded not answering once seeded, a page that is not its own
 * organization's, a request that failed, responses for one host coming from
 * another organization.
 */
import path from "node:path";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { untilCacheHit } from "./cached";
import { call } from "./client";
import type { BenchDatabase } from "./database";
import { loadGenerator, type Throughput } from "./load";
import { treeMemory, type TreeMemory } from "./memory";
import { checkQueries, STATS_DELAY_MS, tableCounters, type QueryFigures } from "./scale-queries";
import { scaleHost, scaleLabel, scaleSite, seedScale, type ScaleSeed } from "./scale-seed";
import { checkHomePage } from "./seed";
import { round, sleep } from "./stats";
import { runWrk } from "./wrk";

export const TARGETS = { ratio: 0.9, rssBytes: 1024 ** 3 } as const;

export type ScaleOptions = {
  organizations: number;
  /** Organizations the visitors ask for. */
  traffic: number;
  /** Zipf exponent. */
  exponent: number;
  sections: number;
  metrics: number;
  connections: number;
  seconds: number;
};

type HostUsage = { known: number; unknown: number; evictions: number };
/** GET /api/internal/cache: the page cache, both threads' host lookups, the renderer's cached reads. */
export type CacheUsage = {
  entries: number;
  bytes: number;
  evictions: number;
  hosts: { front: HostUsage; renderer: HostUsage };
  reads: { entries: number; evictions: number };
};

export type ScaleRun = Throughput & {
  responses: number;
  hits: number;
  hitRate: number;
  /** Share (%) of the requests that went to the hottest host; requests to the coldest host. */
  hottestShare: number;
  coldestRequests: number;
};

export type ScaleFigures = {
  organizations: number;
  traffic: number;
  exponent: number;
  seed: Omit<ScaleSeed, "template">;
  /** Pages checked to be their own organization's (a sample, then every page the visitors ask for). */
  checked: number;
  /** Rendering, then caching, the visited pages one by one (4 at a time). */
  warmMs: number;
  /** Null when wrk is missing (its Lua picks the hosts). */
  load: ScaleRun | null;
  /** The 20-organization figure of the same run (req/s), and this one's share of it. */
  baselineRps: number;
  ratio: number;
  ratioTarget: number;
  /** RSS of the server's process tree before seeding and after the load; null where there is no /proc. */
  memory: { before: TreeMemory | null; after: TreeMemory | null; target: number };
  caches: { before: CacheUsage; after: CacheUsage };
  queries: QueryFigures;
  problems: string[];
};

const GZIP = { "accept-encoding": "gzip" };
const WRK_ZIPF = path.join(import.meta.dirname, "wrk-zipf.lua");

/** `count` numbers spread evenly over 1..total, in a fixed shuffled order (the hot ones spread over the ids). */
function pickOrganizations(total: number, count: number): number[] {
  const picked = Array.from({ length: Math.min(count, total) }, (_, i) => 1 + Math.floor((i * total) / Math.min(count, total)));
  let state = 2_654_435_761;
  for (let i = picked.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [picked[i], picked[j]] = [picked[j]!, picked[i]!];
  }
  return picked;
}

async function cacheUsage(port: number, adminToken: string): Promise<CacheUsage> {
  const reply = await call<CacheUsage>({ host: "localhost", port, adminToken }, "/api/internal/cache", { headers: { "x-onsite-admin-token": adminToken } });
  if (reply.status !== 200) throw new Error(`GET /api/internal/cache answered ${reply.status}: ${reply.text.slice(0, 300)}`);
  return reply.body;
}

/** Organization ids by host, for telling whose page each response was (the ETag names the organization). */
async function idsOf(url: string, hosts: string[]): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; base_url: string }>("select id, base_url from organizations where base_url = any($1)", [hosts]);
    return new Map(rows.map((row) => [row.base_url, row.id]));
  } finally {
    await client.end();
  }
}

/** Checks the home pages of organizations `numbers` (4 at a time): each must be 200 and its own. */
async function checkPages(seed: ScaleSeed, numbers: number[], problems: string[], cached: boolean) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < numbers.length) {
        const n = numbers[next++]!;
        const site = scaleSite(seed, n);
        try {
          let html: string;
          if (cached) {
            const page = await untilCacheHit(site, "/", GZIP);
            html = (page.encoding === "gzip" ? gunzipSync(page.bytes) : page.bytes).toString("utf8");
            const missing = site.checkText.filter((text) => !html.includes(text));
            if (missing.length) throw new Error(`the home page of ${site.host} does not show: ${missing.join(", ")}`);
          } else {
            html = (await checkHomePage(site)).text;
          }
          if (n !== 1 && html.includes(scaleLabel(1))) problems.push(`${site.host} shows the first organization's "${scaleLabel(1)}": not its own page`);
        } catch (error) {
          problems.push(`${site.host}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }),
  );
}

export async function measureScale(
  server: { port: number; adminToken: string; process: { pid?: number } },
  database: BenchDatabase,
  baselineRps: number,
  options: ScaleOptions,
  step: (label: string) => void = () => {},
): Promise<ScaleFigures> {
  const { port, adminToken } = server;
  const url = database.env.DATABASE_URL!;
  const pid = server.process.pid;
  const problems: string[] = [];
  const memoryBefore = pid ? treeMemory(pid) : null;
  const cachesBefore = await cacheUsage(port, adminToken);

  // A host asked for before its organization exists is remembered as unknown: it must answer once seeded, without a restart.
  const last = { host: scaleHost(options.organizations), port, adminToken };
  const early = await call(last, "/");
  if (early.status !== 404) problems.push(`${last.host} answered ${early.status} before it was seeded (expected 404)`);

  const seeded = await seedScale(port, adminToken, url, options);
  step(
    `seeded ${options.organizations.toLocaleString("en-US")} organizations in ${seeded.totalMs} ms ` +
      `(1 through the API ${seeded.apiMs} ms, the copies ${seeded.copyMs} ms, ANALYZE ${seeded.analyzeMs} ms); checking pages`,
  );
  const sample = [...new Set([1, 2, 7777, options.organizations, ...pickOrganizations(options.organizations, 16)])].filter((n) => n <= options.organizations);
  await checkPages(seeded, sample, problems, false);

  const visited = pickOrganizations(options.organizations, options.traffic);
  const hosts = visited.map(scaleHost);
  const ids = await idsOf(url, hosts);
  const before = await tableCounters(url);
  step(`rendering and caching the ${visited.length} visited pages`);
  const warmStarted = performance.now();
  await checkPages(seeded, visited, problems, true);
  const warmEnded = performance.now();
  const warmMs = Math.round(warmEnded - warmStarted);

  let load: ScaleRun | null = null;
  if (loadGenerator().kind === "wrk") {
    step(`visitors on ${visited.length} organizations (Zipf, s = ${options.exponent}): ${options.connections} connections, ${options.seconds} s`);
    const figures = await runWrk({
      bin: loadGenerator().bin,
      url: `http://127.0.0.1:${port}/`,
      headers: GZIP,
      connections: options.connections,
      threads: options.connections,
      seconds: options.seconds,
      script: { file: WRK_ZIPF, args: [String(options.exponent), ...hosts.map((host) => `${host}:${port}`)] },
    }).result;
    const zipf = figures.zipf;
    if (!zipf) throw new Error("wrk-zipf.lua printed no counts");
    const { connect, read, write, timeout, status } = figures.errors;
    const failures = Math.max(status, zipf.non2xx) + connect + read + write + timeout;
    if (failures || !zipf.responses) {
      problems.push(
        `${visited.length} organizations (Zipf): ${failures} of ${figures.requests} requests failed (non-2xx ${zipf.non2xx}, socket errors ${connect + read + write + timeout})`,
      );
    }
    // Each host's 2xx answers must be its own organization's: as many as it was sent, but the requests still under way at the end.
    const sent = Object.entries(zipf.sent);
    const strays = Object.keys(zipf.answered).filter((id) => ![...ids.values()].includes(Number(id)));
    if (strays.length) problems.push(`responses came from organizations nobody asked for: ids ${strays.slice(0, 10).join(", ")}`);
    const mismatched = sent.filter(([host, n]) => Math.abs(n - (zipf.answered[String(ids.get(host.replace(/:\d+$/, "")))] ?? 0)) > options.connections);
    if (mismatched.length) {
      problems.push(
        `${mismatched.length} hosts got another number of their own organization's pages than they asked for: ` +
          mismatched
            .slice(0, 5)
            .map(([host, n]) => `${host} asked ${n}, got ${zipf.answered[String(ids.get(host.replace(/:\d+$/, "")))] ?? 0}`)
            .join("; "),
      );
    }
    const totalSent = sent.reduce((sum, [, n]) => sum + n, 0);
    load = {
      rps: figures.rps,
      p50: figures.p50,
      p99: figures.p99,
      requests: figures.requests,
      failures,
      responses: zipf.responses,
      hits: zipf.hits,
      hitRate: zipf.responses ? round((100 * zipf.hits) / zipf.responses, 2) : NaN,
      hottestShare: totalSent ? round((100 * (zipf.sent[`${hosts[0]}:${port}`] ?? 0)) / totalSent, 1) : NaN,
      coldestRequests: Math.min(...sent.map(([, n]) => n)),
    };
  } else {
    step("no wrk: the Zipf load needs its Lua script, skipped");
  }

  const memoryAfter = pid ? treeMemory(pid) : null;
  const cachesAfter = await cacheUsage(port, adminToken);
  // PostgreSQL publishes a backend's table counters up to 10 s after its queries.
  await sleep(Math.max(0, STATS_DELAY_MS - (performance.now() - warmEnded)));
  const queries = await checkQueries(url, scaleHost(visited[0]!), before, await tableCounters(url), options.organizations);

  const ratio = load && baselineRps ? round(load.rps / baselineRps, 2) : NaN;
  return {
    organizations: options.organizations,
    traffic: visited.length,
    exponent: options.exponent,
    seed: {
      organizations: seeded.organizations,
      templateId: seeded.templateId,
      copied: seeded.copied,
      skipped: seeded.skipped,
      apiMs: seeded.apiMs,
      copyMs: seeded.copyMs,
      analyzeMs: seeded.analyzeMs,
      totalMs: seeded.totalMs,
    },
    checked: sample.length + visited.length,
    warmMs,
    load,
    baselineRps,
    ratio,
    ratioTarget: TARGETS.ratio,
    memory: { before: memoryBefore, after: memoryAfter, target: TARGETS.rssBytes },
    caches: { before: cachesBefore, after: cachesAfter },
    queries,
    problems,
  };
}
