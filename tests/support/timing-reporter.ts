import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Writes, for each test file, where its time went: its tests, and everything else the
 * file ran (beforeAll/afterAll hooks, server starts, the module's import). The JSON
 * reporter gives only the span from the first test to the last, which hides the hooks.
 * Read by scripts/test-summary.mjs; the file goes to ONSITE_TIMING_FILE.
 */
export default class TimingReporter implements Reporter {
  private files: { name: string; project: string; tests: number; hooks: number; collect: number }[] = [];

  onTestModuleEnd(module: TestModule) {
    const diagnostic = module.diagnostic();
    let tests = 0;
    for (const test of module.children.allTests()) tests += test.diagnostic()?.duration ?? 0;
    this.files.push({
      name: path.relative(process.cwd(), module.moduleId),
      project: module.project.name,
      tests: Math.round(tests),
      hooks: Math.round(Math.max(0, diagnostic.duration - tests)),
      collect: Math.round(diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration + diagnostic.environmentSetupDuration),
    });
  }

  onTestRunEnd() {
    const file = process.env.ONSITE_TIMING_FILE;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(this.files));
  }
}
