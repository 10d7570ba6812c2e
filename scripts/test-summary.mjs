// Prints one closing line over every Vitest JSON report in a folder: "N passed, N failed, N skipped".
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "test-results";
let passed = 0, failed = 0, skipped = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
