/**
 * npm run bench:lighthouse: Lighthouse 12 (mobile preset, simulated throttling) on
 * the demo home page, which has every visitor feature (cookie consent, a banner,
 * the language switch and suggestion, the help button, the meeting button, a
 * slider, the basket), served by a fresh production server on PGlite, with the
 * Debian Chromium. Prints the four category scores and the layout shift against
 * issue 26's targets and writes them to bench/lighthouse.json. Lighthouse runs
 * `runs` times (default 3) and the median performance run is reported; no score is
 * asserted anywhere else. `--runs=N` sets the number of runs; `--report=DIR` keeps
 * each run's whole report.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pglite } from "./database";
import { cleanUp, handleSignals, onCleanUp } from "./lifecycle";
import { startBenchServer } from "./server";

const root = path.resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
/** --report=DIR keeps each run's whole Lighthouse report (run-1.json, ...) to study its audits. */
const reportDir = process.argv.find((arg) => arg.startsWith("--report="))?.slice(9);

const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;
type Run = {
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** The element Chromium took for the largest paint (its selector and the start of its markup). */
  lcpElement: string;
  failing: Record<Category, string[]>;
};

type NodeItem = { node?: { selector?: string; snippet?: string } };
/** The largest-contentful-paint-element audit's node: a table of tables in Lighthouse 12. */
function lcpElementOf(audit: { details?: unknown } | undefined): string {
  const tables = (audit?.details as { items?: { items?: NodeItem[] }[] } | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? "?"}: ${(node.snippet ?? "").slice(0, 120)}` : "unknown";
}

async function audit(url: string, run: number): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  const kill = onCleanUp("stop Chromium", async () => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error("Lighthouse returned no result");
    const lhr = result.lhr;
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      fs.writeFileSync(path.join(reportDir, `run-${run}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = {} as Record<Category, number>;
    const failing = {} as Record<Category, string[]>;
    for (const id of Object.keys(TARGETS) as Category[]) {
      const category = lhr.categories[id]!;
      scores[id] = Math.round((category.score ?? 0) * 100);
      failing[id] = category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.score})`);
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      scores,
      cls: numeric("cumulative-layout-shift"),
      lcpMs: Math.round(numeric("largest-contentful-paint")),
      tbtMs: Math.round(numeric("total-blocking-time")),
      fcpMs: Math.round(numeric("first-contentful-paint")),
      lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]),
      failing,
    };
  } finally {
    await kill();
  }
}

async function main() {
  handleSignals();
  execFileSync(process.execPath, [path.join(root, "scripts/ensure-build.mjs")], { cwd: root, stdio: "inherit" });
  const server = await startBenchServer(pglite());
  const url = `http://localhost:${server.port}/`;
  // The first request renders the page; Lighthouse measures the cached page every visitor gets.
  for (let i = 0; i < 2; i++) await fetch(url);
  console.log(`Lighthouse 12 (mobile) on ${url}, ${runs} runs, ${os.cpus().length} cores`);
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await audit(url, i + 1);
    console.log(
      `  run ${i + 1}: ${Object.entries(run.scores)
        .map(([id, score]) => `${id} ${score}`)
        .join(", ")}, CLS ${run.cls}`,
    );
    results.push(run);
  }
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = results[Math.floor(results.length / 2)]!;
  console.log("\n| figure | median run | target |\n|---|---|---|");
  for (const id of Object.keys(TARGETS) as Category[]) {
    const met = median.scores[id] >= TARGETS[id];
    console.log(`| ${id} | ${median.scores[id]} | >= ${TARGETS[id]}: ${met ? "met" : "not met"} |`);
  }
  console.log(`| CLS | ${median.cls} | 0: ${median.cls === 0 ? "met" : "not met"} |`);
  console.log(`| FCP / LCP / TBT | ${median.fcpMs} ms / ${median.lcpMs} ms / ${median.tbtMs} ms | |`);
  console.log(`Largest paint: ${median.lcpElement}`);
  for (const id of Object.keys(TARGETS) as Category[])
    if (median.failing[id].length) console.log(`${id}, audits below full score: ${median.failing[id].join(", ")}`);
  const file = path.join(root, "bench/lighthouse.json");
  fs.writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), node: process.version, cores: os.cpus().length, url: "/", targets: TARGETS, median, runs: results },
      null,
      2,
    ) + "\n",
  );
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  await server.stopAndRemove();
}

main()
  .then(async () => {
    await cleanUp();
    process.exit(0);
  })
  .catch(async (error) => {
    console.error("bench:lighthouse failed:", error instanceof Error ? error.message : error);
    await cleanUp();
    process.exit(1);
  });
