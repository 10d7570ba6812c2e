import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** The boundary messages ESLint (the project's own config) gives `code` as if it were the file at `filePath`. */
async function lint(code: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "onsite/feature-boundaries").map((m) => m.message);
}

// DESIGN.md "Folder layout": a feature is imported only through its index.ts or server/index.ts.
describe("feature boundaries, enforced by the linter", () => {
  it("refuses a deep import of another feature's inner file", async () => {
    const messages = await lint('import { metrics } from "@/features/metrics/tables";\nexport const x = metrics;\n', "src/features/sections/scratch.ts");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("'@/features/metrics/tables' import is restricted");
  }, 60_000);

  it("accepts a feature's index and its server entry", async () => {
    const code =
      'import type { Metric } from "@/features/metrics";\nimport { metrics } from "@/features/metrics/server";\nexport type M = Metric;\nexport const x = metrics;\n';
    expect(await lint(code, "src/features/sections/scratch.ts")).toEqual([]);
  }, 60_000);

  it("refuses a relative path that leaves the feature for another feature's inner file", async () => {
    const cases: [string, string][] = [
      ['import { metrics } from "../metrics/tables";\nexport const x = metrics;\n', "src/features/sections/scratch.ts"],
      ['import { metrics } from "../../metrics/tables";\nexport const x = metrics;\n', "src/features/sections/server/scratch.ts"],
      ['export { requireMetric } from "../../../metrics/server/records";\n', "src/features/sections/types/general/scratch.ts"],
    ];
    for (const [code, file] of cases) {
      const messages = await lint(code, file);
      expect(messages, file).toHaveLength(1);
      expect(messages[0]).toContain("Import another feature through its index.ts");
    }
  }, 60_000);

  it("refuses a dynamic import() of another feature's inner file, by alias or relative path", async () => {
    for (const specifier of ["@/features/metrics/editor/metric-manager", "../metrics/editor/metric-manager"]) {
      const messages = await lint(`export const load = () => import("${specifier}");\n`, "src/features/sections/scratch.ts");
      expect(messages, specifier).toHaveLength(1);
      expect(messages[0]).toContain(`'${specifier}': Import another feature through its index.ts`);
    }
  }, 60_000);

  it("accepts relative and dynamic imports inside one feature, and another feature's entries", async () => {
    const code = [
      'import { requireSection } from "./records";',
      'import { SECTION_MESSAGES } from "../schema";',
      'import { MetricsGrid } from "../public/metrics-grid";',
      'import type { Metric } from "../../metrics";',
      'export const load = () => import("../editor/editor-module");',
      'export const server = () => import("@/features/metrics/server");',
      "export type M = Metric;",
      "export const x = [requireSection, SECTION_MESSAGES, MetricsGrid];",
      "",
    ].join("\n");
    expect(await lint(code, "src/features/sections/server/scratch.ts")).toEqual([]);
  }, 60_000);
});

// DESIGN.md "Folder layout": server code never reaches a browser bundle. Each server
// module imports `server-only`, so a client component that imports one fails the build.
describe("server modules", () => {
  // Server modules outside a server/ folder: reached only from route handlers, server
  // modules and the renderer thread or scripts that run with the server-only hook
  // (scripts/server-only-register.mjs), never from client code or the front thread.
  const outsideServerFolders = [
    "features/organizations/create.ts",
    "features/organizations/members.ts",
    "features/organizations/seed-demo.ts",
    "features/organizations/starter-page.ts",
    "platform/auth/server.ts",
    "platform/auth/verified.ts",
    "platform/http/mutation.ts",
    "platform/http/public-action.ts",
    "platform/tenancy/members.ts",
    "platform/tenancy/organizations.ts",
  ];
  const serverModules = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts"))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter(
        (file) =>
          /\/features\/[^/]+\/(server\/|server\.ts$)/.test(file) ||
          /\/platform\/(mail|live)\//.test(file) ||
          outsideServerFolders.some((entry) => file.endsWith(`/src/${entry}`)),
      );

  it('each begin with import "server-only"', () => {
    const files = serverModules(path.join(root, "src"));
    expect(files.length).toBeGreaterThan(50);
    for (const entry of outsideServerFolders) expect(files.map((file) => path.relative(root, file))).toContain(`src/${entry}`);
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

  it("refuse it by a relative path or a dynamic import() too", async () => {
    const cases: [string, string][] = [
      ['import { chromeMessages } from "../../features/chrome";\nexport const x = chromeMessages;\n', "src/platform/i18n/scratch.ts"],
      ['export const load = () => import("@/features/chrome");\n', "src/ui/scratch.tsx"],
    ];
    for (const [code, file] of cases) {
      const messages = await lint(code, file);
      expect(messages, file).toHaveLength(1);
      expect(messages[0]).toContain("src/platform and src/ui import no feature");
    }
  }, 60_000);
});
