import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** The messages ESLint (the project's own config) gives `code` as if it were the file at `filePath`. */
async function lint(code: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

// DESIGN.md "Folder layout": a feature is imported only through its index.ts or server/index.ts.
describe("feature boundaries, enforced by the linter", () => {
  it("refuses a deep import of another feature's inner file", async () => {
    const messages = await lint('import { metrics } from "@/features/metrics/tables";\nexport const x = metrics;\n', "src/features/sections/scratch.ts");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("'@/features/metrics/tables' import is restricted");
  }, 60_000);

  it("accepts a feature's index and its server entry", async () => {
    const code = 'import type { Metric } from "@/features/metrics";\nimport { metrics } from "@/features/metrics/server";\nexport type M = Metric;\nexport const x = metrics;\n';
    expect(await lint(code, "src/features/sections/scratch.ts")).toEqual([]);
  }, 60_000);
});

// DESIGN.md "Folder layout": server code never reaches a browser bundle. Each server
// module imports `server-only`, so a client component that imports one fails the build.
describe("server modules", () => {
  const serverModules = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts"))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => /\/features\/[^/]+\/(server\/|server\.ts$)/.test(file) || /\/platform\/(mail|live)\//.test(file) || file.endsWith("/platform/auth/server.ts"));

  it("each begin with import \"server-only\"", () => {
    const files = serverModules(path.join(root, "src"));
    expect(files.length).toBeGreaterThan(50);
    const unmarked = files.filter((file) => !fs.readFileSync(file, "utf8").startsWith('import "server-only";')).map((file) => path.relative(root, file));
    expect(unmarked).toEqual([]);
  });
});

describe("the shared layers", () => {
  it("refuse importing any feature from src/platform and src/ui", async () => {
    const code = 'import { chromeMessages } from "@/features/chrome";\nexport const x = chromeMessages;\n';
    for (const file of ["src/platform/i18n/scratch.ts", "src/ui/scratch.tsx"]) {
      const messages = await lint(code, file);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain("src/platform and src/ui import no feature");
    }
  }, 60_000);
});
