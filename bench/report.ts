/** The printed table and bench/results.json. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Throughput } from "./load";
import type { Latency } from "./stats";
import { settings, type Figures, type Mode } from "./suite";

type Row = [label: string, value: (f: Figures) => string];

const ms = (value: number) => `${value} ms`;
const p = (l: Latency) => `${ms(l.p50)} / ${ms(l.p99)}`;
const pair = (t: Throughput) => `${ms(t.p50)} / ${ms(t.p99)}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const rps = (value: number) => `${value.toLocaleString("en-US")} req/s`;

const rows: Row[] = [
  ["Cached page: throughput", (f) => rps(f.cached.plain.page.rps)],
  ["Cached page: latency p50 / p99", (f) => pair(f.cached.plain.page)],
  ["Bare node:http, same bytes: throughput", (f) => rps(f.cached.plain.bare.rps)],
  ["Bare node:http: latency p50 / p99", (f) => pair(f.cached.plain.bare)],
  ["Cached page / bare (req/s)", (f) => `${f.cached.plain.ratio}`],
  ["Cached page, gzip asked: throughput", (f) => `${rps(f.cached.gzip.page.rps)} (p50 ${ms(f.cached.gzip.page.p50)})`],
  ["Bare, same gzip bytes: throughput", (f) => `${rps(f.cached.gzip.bare.rps)} (p50 ${ms(f.cached.gzip.bare.p50)})`],
  ["Cached page / bare, gzip (req/s)", (f) => `${f.cached.gzip.ratio}`],
  ["Render on a cache miss p50 / p99", (f) => p(f.missRender)],
  ["Save (PUT section), 4 editors p50 / p99", (f) => `${p(f.save)} (${f.save.n} saves)`],
  ["Save, 4 editors + visitor load p50 / p99", (f) => `${p(f.saveWithVisitors)} (${f.saveWithVisitors.n} saves)`],
  ["  visitor throughput meanwhile", (f) => rps(f.saveWithVisitors.visitors?.rps ?? 0)],
  ["Save to visible p50 / p99", (f) => `${p(f.visible)} (max ${f.visible.maxPolls} GET)`],
  ["Save to visible, visitor load p50 / p99", (f) => `${p(f.visibleWithVisitors)} (max ${f.visibleWithVisitors.maxPolls} GET)`],
  ["Visitor JavaScript (gzip)", (f) => `${kb(f.scripts.jsGzipBytes)} in ${f.scripts.scripts} files (${kb(f.scripts.jsBytes)} raw)`],
  ["Home page HTML (gzip)", (f) => `${kb(f.scripts.htmlGzipBytes)} (${kb(f.scripts.htmlBytes)} raw)`],
  ["Server start / seeding", (f) => `${ms(f.serverStartMs)} / ${ms(f.seedMs)}`],
  ["Machine load (1-min average) before / after", (f) => f.loadAverage.join(" / ")],
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

export function writeResults(file: string, mode: Mode, results: Record<string, Figures>) {
  const root = path.resolve(path.dirname(file), "..");
  const document = {
    date: new Date().toISOString(),
    commit: commit(root),
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
    mode,
    settings: settings[mode],
    note: "The load generator (autocannon) and the server share the machine's cores; loadAverage shows other work on them.",
    figures: results,
  };
  fs.writeFileSync(file, JSON.stringify(document, null, 2) + "\n");
}
