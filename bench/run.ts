/**
 * npm run bench [-- --quick]: builds if needed, then runs the suite on PGlite and,
 * when DATABASE_URL is set (an admin connection), on a temporary PostgreSQL
 * database; prints the table and writes bench/results.json. Visitor load comes
 * from wrk (autocannon if wrk is missing, with a warning that it caps the figures;
 * ONSITE_BENCH_WRK=none forces that fallback). Exits 1 if anything is
 * functionally broken (a failed request, a save not shown, another organization's
 * page not a cache hit while one organization saves); no speed is asserted.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { pglite, temporaryPostgres, type BenchDatabase } from "./database";
import { cleanUp, handleSignals, stoppedBySignal } from "./lifecycle";
import { CAPPED_WARNING, loadGenerator } from "./load";
import { table, writeResults } from "./report";
import { runSuite, type Figures, type Mode } from "./suite";

const root = path.resolve(import.meta.dirname, "..");
const mode: Mode = process.argv.includes("--quick") ? "quick" : "full";
const WATCHDOG_MS = (mode === "quick" ? 4 * 60_000 : 20 * 60_000) * (process.env.DATABASE_URL ? 2 : 1);

async function main() {
  handleSignals();
  execFileSync(process.execPath, [path.join(root, "scripts/ensure-build.mjs")], { cwd: root, stdio: "inherit" });
  const watchdog = setTimeout(() => {
    console.error(`\nThe benchmark did not finish in ${WATCHDOG_MS / 60_000} minutes: stopping.`);
    void cleanUp().finally(() => process.exit(1));
  }, WATCHDOG_MS);
  watchdog.unref();

  const databases: (() => Promise<BenchDatabase>)[] = [async () => pglite()];
  if (process.env.DATABASE_URL) databases.push(() => temporaryPostgres(process.env.DATABASE_URL!));
  else console.log("DATABASE_URL is not set: PGlite only.");

  const cores = os.cpus().length;
  const generator = loadGenerator();
  console.log(`Benchmark (${mode}) on ${process.version}, ${cores} cores; load generator: ${generator.label}, sharing the cores with the server.`);
  if (generator.capped) console.log(`\nWARNING: ${CAPPED_WARNING}\n`);
  if (os.loadavg()[0]! > cores / 2) console.log(`Note: the machine is busy (load average ${os.loadavg()[0]!.toFixed(1)}): figures will be low and noisy.`);
  const results: Record<string, Figures> = {};
  for (const open of databases) {
    const database = await open();
    try {
      results[database.label] = await runSuite(database, mode);
    } finally {
      await database.drop();
    }
  }

  console.log(`\nLoad generator: ${generator.label}\n\n${table(results)}\n`);
  if (generator.capped) console.log(`WARNING: ${CAPPED_WARNING}\n`);
  for (const [label, figures] of Object.entries(results)) {
    const { plain, gzip } = figures.cached;
    console.log(
      `${label}: cached/bare ${plain.ratio} plain (target >= ${plain.target}: ${plain.met ? "met" : "not met"}), ` +
        `${gzip.ratio} gzip (target >= ${gzip.target}: ${gzip.met ? "met" : "not met"})${generator.capped ? " [capped by autocannon]" : ""}`,
    );
  }
  const file = path.join(root, "bench/results.json");
  writeResults(file, mode, results, generator.label);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);

  const problems = Object.entries(results).flatMap(([label, figures]) => figures.problems.map((problem) => `${label}: ${problem}`));
  if (problems.length) throw new Error(`functionally broken:\n  ${problems.join("\n  ")}`);
}

main()
  .then(async () => {
    await cleanUp();
    process.exit(0);
  })
  .catch(async (error) => {
    if (stoppedBySignal()) return; // the signal handler cleans up and exits
    console.error("\nBenchmark failed:", error instanceof Error ? error.message : error);
    await cleanUp();
    process.exit(1);
  });
