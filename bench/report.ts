/** The printed table and bench/results.json. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Comparison } from "./cached";
import type { HostCounts, Throughput } from "./load";
import type { RestartFigures } from "./restart";
import type { ScaleFigures } from "./scale";
import type { VisibleFigures } from "./saves";
import { round, type Latency } from "./stats";
import { settings, type Figures, type Mode } from "./suite";

type Row = [label: string, value: (f: Figures) => string];

const ms = (value: number) => `${value} ms`;
const p = (l: Latency) => `${ms(l.p50)} / ${ms(l.p99)}`;
const pair = (t: Throughput) => `${ms(t.p50)} / ${ms(t.p99)}`;
/** How much lower `after` is than `before`, in percent of `before`. */
const fell = (before: number, after: number) => `p50 ${before > 0 ? Math.round(((before - after) / before) * 100) : 0}% lower`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const rps = (value: number) => `${value.toLocaleString("en-US")} req/s`;
const ratio = (c: Comparison) => `${c.ratio} (target >= ${c.target}: ${c.met ? "met" : "not met"})`;
const visibleRow = (v: VisibleFigures) => `${p(v)} (max ${v.maxPolls} GET${v.lost ? `; ${v.lost} ${v.lost === 1 ? "save" : "saves"} LOST` : ""})`;
const hitRate = (hosts: HostCounts[]) => {
  const responses = hosts.reduce((sum, h) => sum + h.responses, 0);
  return responses ? `${round((100 * hosts.reduce((sum, h) => sum + h.hits, 0)) / responses, 2)}%` : "n/a";
};
const percent = (value: number) => (Number.isFinite(value) ? `${value}%` : "n/a");
const scaleRow = (value: (s: ScaleFigures) => string) => (f: Figures) => (f.scale ? value(f.scale) : "n/a (PostgreSQL only)");
const count = (n: number) => n.toLocaleString("en-US");
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const met = (yes: boolean) => (yes ? "met" : "not met");
const restartRow = (value: (r: RestartFigures) => string) => (f: Figures) => (f.restart ? value(f.restart) : "n/a (PostgreSQL only)");
const since = (value: number | null) => (value === null ? "never" : ms(value));

const rows: Row[] = [
  ["Cached page: throughput", (f) => rps(f.cached.plain.page.rps)],
  ["Cached page: latency p50 / p99", (f) => pair(f.cached.plain.page)],
  ["Bare node:http, same bytes: throughput", (f) => rps(f.cached.plain.bare.rps)],
  ["Bare node:http: latency p50 / p99", (f) => pair(f.cached.plain.bare)],
  ["Cached page / bare (req/s)", (f) => ratio(f.cached.plain)],
  ["Cached page, gzip asked: throughput", (f) => `${rps(f.cached.gzip.page.rps)} (p50 ${ms(f.cached.gzip.page.p50)})`],
  ["Bare, same gzip bytes: throughput", (f) => `${rps(f.cached.gzip.bare.rps)} (p50 ${ms(f.cached.gzip.bare.p50)})`],
  ["Cached page / bare, gzip (req/s)", (f) => ratio(f.cached.gzip)],
  ["Render on a cache miss p50 / p99", (f) => p(f.missRender)],
  [
    "  after an organization-wide save (every read reloads; before issue 39)",
    (f) =>
      f.missRenderWholeOrganization
        ? `${p(f.missRenderWholeOrganization)} (the section save alone: ${fell(f.missRenderWholeOrganization.p50, f.missRender.p50)})`
        : "n/a",
  ],
  ["Save (PUT section), 4 editors p50 / p99", (f) => `${p(f.save)} (${f.save.n} saves)`],
  ["Save, 4 editors + visitor load p50 / p99", (f) => `${p(f.saveWithVisitors)} (${f.saveWithVisitors.n} saves)`],
  [
    "  the edited site's visitors meanwhile (target >= 500 req/s, p99 <= 100 ms, 0 stale)",
    (f) => {
      const v = f.saveWithVisitors.visitors;
      const stale = f.saveWithVisitors.stale;
      const met = v && v.rps >= 500 && v.p99 <= 100 && stale?.stale === 0;
      return `${rps(v?.rps ?? 0)}, p99 ${ms(v?.p99 ?? NaN)}; stale ${stale?.stale ?? "?"} of ${stale?.checked ?? "?"} checked (${met ? "met" : "not met"})`;
    },
  ],
  ["Save to visible p50 / p99", (f) => visibleRow(f.visible)],
  ["Save to visible, visitor load p50 / p99", (f) => visibleRow(f.visibleWithVisitors)],
  ["20 organizations' cached pages (gzip), no saves", (f) => `${rps(f.tenants.quiet.rps)} (${pair(f.tenants.quiet)}), ${hitRate(f.tenants.quiet.hosts)} hits`],
  [
    "  same load, editors saving in one of them",
    (f) => `${rps(f.tenants.saving.rps)} (${pair(f.tenants.saving)}), ${(f.tenants.saving.rps / f.tenants.quiet.rps).toFixed(2)} of no saves`,
  ],
  [
    "  the other organizations' cache hits (must be 100%)",
    (f) =>
      `${percent(f.tenants.saving.othersHitRate)} (${f.tenants.saving.othersHits.toLocaleString("en-US")} of ${f.tenants.saving.othersResponses.toLocaleString("en-US")})`,
  ],
  [
    "  the edited organization: hits; saves p50 / p99",
    (f) => `${percent(f.tenants.saving.editedHitRate)}; ${p(f.tenants.saving.saves)} (${f.tenants.saving.saves.n} saves, ${f.tenants.saving.editors} editors)`,
  ],
  [
    "10,000 organizations (quick: 500; PostgreSQL): seeding",
    scaleRow(
      (s) =>
        `${ms(s.seed.totalMs)} for ${count(s.organizations)} (1 through the API ${ms(s.seed.apiMs)}, the copies in SQL ${ms(s.seed.copyMs)}, ` +
        `ANALYZE ${ms(s.seed.analyzeMs)}); ${count(s.checked)} pages checked, the visited ones rendered in ${ms(s.warmMs)}`,
    ),
  ],
  [
    "  cached pages across 1,000 (quick: 100; Zipf) / 20 organizations (target >= 0.9)",
    scaleRow((s) => {
      if (!s.load) return "n/a (needs wrk)";
      const l = s.load;
      return (
        `${s.ratio} (${rps(l.rps)} / ${rps(s.baselineRps)}; ${pair(l)}, ${percent(l.hitRate)} hits; hottest host ${percent(l.hottestShare)} ` +
        `of requests, coldest ${count(l.coldestRequests)}) (${met(s.ratio >= s.ratioTarget)})`
      );
    }),
  ],
  [
    "  server memory RSS (target < 1 GB)",
    scaleRow((s) =>
      s.memory.after
        ? `${mb(s.memory.after.rssBytes)} (${mb(s.memory.before?.rssBytes ?? NaN)} before seeding; ${s.memory.after.processes.length} processes) ` +
          `(${met(s.memory.after.rssBytes < s.memory.target)})`
        : "n/a (no /proc)",
    ),
  ],
  [
    "  page cache / host lookup: entries, evictions",
    scaleRow(({ caches: { after: c } }) => {
      const { front, renderer } = c.hosts;
      return (
        `pages ${count(c.entries)} (${mb(c.bytes)}), ${count(c.evictions)} evicted / hosts ${count(front.known)} known + ${count(front.unknown)} unknown, ` +
        `${count(front.evictions)} evicted (renderer: ${count(renderer.known)} + ${count(renderer.unknown)}, ${count(renderer.evictions)}); ` +
        `cached reads ${count(c.reads.entries)}, ${count(c.reads.evictions)} evicted`
      );
    }),
  ],
  [
    "  queries reading every organization's rows (target none)",
    scaleRow(({ queries: q }) => {
      const sequential = q.sequential.map((t) => `${t.table} ${count(t.seqRows)} rows in ${count(t.seqScans)} scans`);
      return (
        `host lookup ${q.hostLookup.usesIndex ? "by index" : `SEQUENTIAL (${q.hostLookup.plan})`}; ` +
        `sequential reads of tables with a row per organization: ${sequential.join(", ") || "none"}; ` +
        `no index led by organization_id: ${q.unindexed.join(", ") || "none"}`
      );
    }),
  ],
  ["Visitor JavaScript (gzip)", (f) => `${kb(f.scripts.jsGzipBytes)} in ${f.scripts.scripts} files (${kb(f.scripts.jsBytes)} raw)`],
  ["Home page (8 × 6) HTML (gzip; target <= 70 kB raw)", (f) => `${kb(f.scripts.htmlGzipBytes)} (${kb(f.scripts.htmlBytes)} raw)`],
  [
    "PostgreSQL restarted under load: saves acknowledged / refused (503) / lost (target lost 0)",
    restartRow(
      (r) =>
        `${r.acknowledged} / ${r.refused} / ${r.lost}${r.failed ? `; ${r.failed} FAILED` : ""}${r.refusedStored ? `; ${r.refusedStored} refused but STORED` : ""} ` +
        `(database gone ${ms(r.outageMs)})`,
    ),
  ],
  [
    "  recovery: first save / page fresh after the database returned (target <= 5 s)",
    restartRow((r) => `${since(r.recovery.saveMs)} / ${since(r.recovery.pageMs)} (the cache's LISTEN back in ${since(r.recovery.listenMs)})`),
  ],
  ["  longest answer during the outage (target < 10 s)", restartRow((r) => ms(r.longestOutageAnswerMs))],
  [
    "  visitors meanwhile; one visitor's statuses during the outage",
    restartRow((r) => {
      const statuses = Object.entries(r.pagesDuringOutage).map(([status, n]) => `${n} x ${status === "0" ? "no answer" : status}`);
      return `${rps(r.visitors?.rps ?? 0)}, ${r.visitors?.failures ?? "?"} of ${r.visitors?.requests ?? "?"} not 2xx; ${statuses.join(", ") || "no GET answered"}; stale ${r.stale?.stale ?? "?"}`;
    }),
  ],
  ["Server start / seeding / seeding 20 organizations", (f) => `${ms(f.serverStartMs)} / ${ms(f.seedMs)} / ${ms(f.tenants.seedMs)}`],
  ["Machine load (1-min average) before / after", (f) => f.loadAverage.join(" / ")],
  ["Functional problems (the run exits 1)", (f) => (f.problems.length ? `${f.problems.length} (listed below the table)` : "none")],
];

/** A markdown table: one row per figure, one column per database. */
export function table(results: Record<string, Figures>): string {
  const labels = Object.keys(results);
  const lines = [
    `| figure | ${labels.join(" | ")} |`,
    `|---|${labels.map(() => "---").join("|")}|`,
    ...rows.map(([label, value]) => `| ${label} | ${labels.map((l) => value(results[l]!)).join(" | ")} |`),
  ];
  return lines.join("\n");
}

function commit(root: string) {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

export function writeResults(file: string, mode: Mode, results: Record<string, Figures>, loadGenerator: string) {
  const root = path.resolve(path.dirname(file), "..");
  const document = {
    date: new Date().toISOString(),
    commit: commit(root),
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
    mode,
    settings: settings[mode],
    loadGenerator,
    note: "The load generator and the server share the machine's cores; loadAverage shows other work on them. Latencies in ms.",
    figures: results,
  };
  fs.writeFileSync(file, JSON.stringify(document, null, 2) + "\n");
}
