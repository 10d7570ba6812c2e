/**
 * Figure 6: many organizations' cached pages under one load while editors save in
 * one of them. A save must expire only its own organization's pages: the other
 * organizations must stay cache hits (`x-onsite-cache: HIT`) on every request.
 *
 * wrk runs one thread per organization, each sending its organization's Host
 * header, and counts per host the responses and the hits (bench/wrk.lua); the load
 * runs twice for the same time, without saves, then with editors saving in the
 * first organization, back to back.
 */
import { untilCacheHit } from "./cached";
import { timedGet } from "./client";
import { checkLoad, visitors, type HostCounts, type Throughput } from "./load";
import { newTitle, save } from "./saves";
import { checkHomePage, seedSite, type SeededSite } from "./seed";
import { latency, round, sleep, type Latency } from "./stats";

export type TenantRun = Throughput & {
  /** Hit rate (%) over the organizations nobody edits: must be 100. */
  othersHitRate: number;
  othersHits: number;
  othersResponses: number;
  /** Hit rate (%) of the organization being edited (informative: each save makes its next request a render). */
  editedHitRate: number;
  hosts: HostCounts[];
};

export type TenantFigures = {
  organizations: number;
  sectionsEach: number;
  seedMs: number;
  quiet: TenantRun;
  saving: TenantRun & { saves: Latency; editors: number };
  /** A save not shown, or a page not a cache hit where nobody saved: the benchmark reports, then exits 1. */
  problems: string[];
};

export type TenantOptions = {
  organizations: number;
  sections: number;
  metrics: number;
  editors: number;
  connections: number;
  seconds: number;
  visibleTimeoutMs: number;
};

const HEADERS = { "accept-encoding": "gzip" };
const pad = (n: number) => String(n).padStart(2, "0");

/** Seeds `count` organizations, a few at a time. */
async function seedTenants(port: number, adminToken: string, options: TenantOptions): Promise<SeededSite[]> {
  const sites: SeededSite[] = new Array(options.organizations);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(4, options.organizations) }, async () => {
      while (next < options.organizations) {
        const i = next++;
        const label = `Tenant ${pad(i + 1)}`;
        sites[i] = await seedSite(port, adminToken, {
          host: `tenant-${pad(i + 1)}.bench.localhost`,
          name: `Bench ${label}`,
          ownerEmail: `owner-${pad(i + 1)}@tenants.bench.test`,
          sections: options.sections,
          metrics: options.metrics,
          label,
        });
      }
    }),
  );
  return sites;
}

function summarize(figures: Throughput & { hosts: HostCounts[] }, edited: string, hostOf: Map<string, SeededSite>): TenantRun {
  const others = figures.hosts.filter((h) => h.host !== edited);
  const mine = figures.hosts.filter((h) => h.host === edited);
  const sum = (rows: HostCounts[], key: "hits" | "responses") => rows.reduce((total, row) => total + row[key], 0);
  const rate = (rows: HostCounts[]) => (sum(rows, "responses") ? round((100 * sum(rows, "hits")) / sum(rows, "responses"), 2) : NaN);
  const unknown = figures.hosts.filter((h) => !hostOf.has(h.host));
  if (unknown.length || figures.hosts.length !== hostOf.size) {
    throw new Error(`the load generator reported ${figures.hosts.length} hosts, expected the ${hostOf.size} organizations' (counting per host failed)`);
  }
  return {
    ...figures,
    othersHitRate: rate(others),
    othersHits: sum(others, "hits"),
    othersResponses: sum(others, "responses"),
    editedHitRate: rate(mine),
  };
}

/** Every response of every host in `hosts` must have been a hit. */
function isolationProblems(hosts: HostCounts[], label: string): string[] {
  const responses = hosts.reduce((sum, h) => sum + h.responses, 0);
  const missed = hosts.filter((h) => h.hits < h.responses);
  if (responses === 0) return [`${label}: no responses were counted`];
  if (!missed.length) return [];
  const misses = missed.reduce((sum, h) => sum + h.responses - h.hits, 0);
  return [
    `${label}: ${misses} of ${responses} responses were not cache hits (x-onsite-cache: HIT): ` +
      missed.map((h) => `${h.host.replace(/:\d+$/, "")} ${h.responses - h.hits} of ${h.responses}`).join(", "),
  ];
}

export async function measureTenants(port: number, adminToken: string, options: TenantOptions): Promise<TenantFigures> {
  const started = performance.now();
  const sites = await seedTenants(port, adminToken, options);
  const seedMs = Math.round(performance.now() - started);
  for (const site of sites) await checkHomePage(site);
  // Warm every page as the load asks for it, until the front cache answers it.
  for (const site of sites) await untilCacheHit(site, "/", HEADERS);

  const edited = sites[0]!;
  const hostHeader = (site: SeededSite) => `${site.host}:${site.port}`;
  const hostOf = new Map(sites.map((site) => [hostHeader(site), site]));
  const load = () =>
    visitors({
      url: `http://127.0.0.1:${port}/`,
      headers: { host: hostHeader(edited), ...HEADERS },
      hosts: sites.map(hostHeader),
      connections: options.connections,
      seconds: options.seconds,
    });

  // Without saves: every organization's every response should be a hit.
  const n = sites.length;
  const quiet = summarize(checkLoad(`${n} organizations, no saves`, await load().result), hostHeader(edited), hostOf);

  // With editors saving in the first organization for the whole run.
  const run = load();
  let running = true;
  void run.result.finally(() => (running = false)).catch(() => undefined);
  const times: number[] = [];
  /** Each saved section's title as of its last save that answered 200. */
  const lastTitles = new Map<number, string>();
  // One editor per section (at most), so that a section's last save is its title.
  const editorCount = Math.min(options.editors, edited.sections.length);
  const editors = Array.from({ length: editorCount }, async (_, editor) => {
    const section = edited.sections[editor]!;
    while (running) {
      const title = newTitle(section.title);
      times.push(await save(edited, section, title));
      lastTitles.set(section.id, title);
    }
  });
  let figures;
  try {
    figures = await run.result;
  } finally {
    running = false;
    await Promise.allSettled(editors);
  }
  await Promise.all(editors); // rethrows a failed save
  const saving = summarize(checkLoad(`${n} organizations, editors saving in one`, figures), hostHeader(edited), hostOf);
  if (!times.length) throw new Error("no save completed during the multi-tenant load");

  // Every section's last save must show on the edited organization's page.
  const problems: string[] = [];
  const saved = performance.now();
  for (let polls = 1; ; polls++) {
    const page = await timedGet(edited);
    const missing = [...lastTitles.values()].filter((title) => !page.html.includes(title));
    if (page.status === 200 && !missing.length) break;
    if (performance.now() - saved > options.visibleTimeoutMs) {
      problems.push(
        `${edited.host}: a save was lost: ${missing.map((title) => `"${title}"`).join(", ")} not on the page ${options.visibleTimeoutMs} ms after ` +
          `the last save (${polls} GETs, status ${page.status}, x-onsite-cache: "${page.cache}")`,
      );
      break;
    }
    await sleep(10);
  }

  problems.push(
    ...isolationProblems(quiet.hosts, `${n} organizations, no saves`),
    ...isolationProblems(
      saving.hosts.filter((h) => h.host !== hostHeader(edited)),
      `the ${n - 1} other organizations while editors saved in ${edited.host}`,
    ),
  );
  return {
    organizations: sites.length,
    sectionsEach: options.sections,
    seedMs,
    quiet,
    saving: { ...saving, saves: latency(times), editors: editorCount },
    problems,
  };
}
