// Prints the closing lines over every Vitest JSON report in a folder: the ten slowest
// test files with their times (where the suite's minutes go), then
// "tests: N passed, N failed, N skipped". Exits 1 when a test failed.
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "test-results";
const root = process.cwd() + path.sep;
let passed = 0, failed = 0, skipped = 0;
const files = [];
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    if (result.startTime && result.endTime) files.push({ name: result.name.replace(root, ""), run: path.basename(file, ".json"), ms: result.endTime - result.startTime });
  }
}
if (files.length) {
  console.log("\nslowest test files:");
  for (const { name, run, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${name} (${run})`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
