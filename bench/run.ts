/**
 * npm run bench [-- --quick]: builds if needed, then runs the suite on PGlite and,
 * when DATABASE_URL is set (an admin connection), on a temporary PostgreSQL
 * database; prints the table and writes bench/results.json. Exits 1 if anything
 * is functionally broken; no speed is asserted.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { pglite, temporaryPostgres, type BenchDatabase } from "./database";
import { cleanUp, handleSignals, stoppedBySignal } from "./lifecycle";
import { table, writeResults } from "./report";
import { runSuite, type Figures, type Mode } from "./suite";

const root = path.resolve(import.meta.dirname, "..");
const mode: Mode = process.argv.includes("--quick") ? "quick" : "full";
const WATCHDOG_MS = mode === "quick" ? 4 * 60_000 : 20 * 60_000;

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
  console.log(`Benchmark (${mode}) on ${process.version}, ${cores} cores; the load generator shares them with the server.`);
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

  console.log(`\n${table(results)}\n`);
  const file = path.join(root, "bench/results.json");
  writeResults(file, mode, results);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
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
