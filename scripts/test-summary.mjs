// Prints the closing lines over every Vitest JSON report in a folder: the ten slowest
// test files with their times split into tests and hooks (where the suite's minutes go:
// server starts and sign-ins live in hooks), the wall time of each step of the run, then
// "tests: N passed, N failed, N skipped". Exits 1 when a test failed.
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "test-results";
let passed = 0,
  failed = 0,
  skipped = 0;
const counts = [];
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  counts.push(`${path.basename(file, ".json")} ${report.numPassedTests}/${report.numTotalTests}`);
}
// tests/support/timing-reporter.ts: one file per run, "<run>.timing".
const files = [];
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".timing"))) {
  const run = path.basename(file, ".timing");
  for (const entry of JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))) files.push({ ...entry, run });
}
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
if (files.length) {
  console.log("\nslowest test files (all / tests / hooks and import):");
  const all = (f) => f.tests + f.hooks + f.collect;
  for (const f of files.sort((a, b) => all(b) - all(a)).slice(0, 10))
    console.log(`${seconds(all(f))} ${seconds(f.tests)} ${seconds(f.hooks + f.collect)}  ${f.name} (${f.run})`);
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  console.log(
    `${seconds(sum("tests") + sum("hooks") + sum("collect"))} ${seconds(sum("tests"))} ${seconds(sum("hooks") + sum("collect"))}  all ${files.length} files (summed over workers)`,
  );
}
const steps = path.join(dir, "steps.txt");
if (fs.existsSync(steps)) {
  const lines = fs
    .readFileSync(steps, "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split("\t"));
  console.log("\nsteps (wall time):");
  for (const [name, s] of lines) console.log(`${String(s).padStart(6)} s  ${name}`);
  console.log(`${String(lines.reduce((total, [, s]) => total + Number(s), 0)).padStart(6)} s  in all`);
}
if (counts.length) console.log(`\ntests per run: ${counts.join(", ")}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
