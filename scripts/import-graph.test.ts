import path from "node:path";
import { describe, expect, it } from "vitest";
import { circleReport, circles, importGraph, importsOf, type ImportGraph } from "./import-graph";

const root = path.resolve(import.meta.dirname, "..");

// DESIGN.md "Editing": the lists are assembled in src/app, the session sits in the
// platform; so no import circle holds more than 11 files through value imports
// (static and dynamic), nor more than 24 with type-only imports counted too.
const VALUE_LIMIT = 11;
const TYPE_LIMIT = 24;

describe("the import graph of src/ and scripts/", () => {
  const graph = importGraph(root, ["src", "scripts"]);

  it("has no circle over 11 files through static and dynamic value imports", () => {
    expect(circleReport(graph, ["value", "dynamic"], VALUE_LIMIT)).toBe("");
  });

  it("has no circle over 24 files with type-only imports counted too", () => {
    expect(circleReport(graph, ["value", "dynamic", "type"], TYPE_LIMIT)).toBe("");
  });

  it("sees the project's imports of each kind", () => {
    const kinds = new Set(graph.edges.map((edge) => edge.kind));
    expect([...kinds].sort()).toEqual(["dynamic", "type", "value"]);
    expect(graph.edges).toContainEqual({ from: "src/app/editing.tsx", to: "src/app/editors.ts", kind: "dynamic" });
    expect(graph.edges).toContainEqual({ from: "src/app/editors.ts", to: "src/app/blocks.ts", kind: "type" });
  });
});

describe("the circle check itself", () => {
  it("tells static value, type-only and dynamic imports apart", () => {
    const code = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C } from "./c";',
      'import { type D, d } from "./d";',
      'import "./e";',
      'export { f } from "./f";',
      'export type { G } from "./g";',
      'const h = () => import("./h");',
      'type I = import("./i").I;',
      'import React from "react";',
    ].join("\n");
    expect(importsOf("x.ts", code)).toEqual([
      { specifier: "./a", kind: "value" },
      { specifier: "./b", kind: "type" },
      { specifier: "./c", kind: "type" },
      { specifier: "./d", kind: "value" },
      { specifier: "./e", kind: "value" },
      { specifier: "./f", kind: "value" },
      { specifier: "./g", kind: "type" },
      { specifier: "./h", kind: "dynamic" },
      { specifier: "./i", kind: "type" },
      { specifier: "react", kind: "value" },
    ]);
  });

  // A planted circle of 12 files: a0 → a1 → … → a11 → a0, closed by a dynamic import,
  // with a type-only edge that would join a second ring of 13 files to it.
  const ring = (name: string, size: number) => Array.from({ length: size }, (_, i) => `src/${name}${i}.ts`);
  const a = ring("a", 12);
  const b = ring("b", 13);
  const planted: ImportGraph = {
    files: [...a, ...b, "src/lone.ts"],
    edges: [
      ...a.map((from, i) => ({ from, to: a[(i + 1) % a.length]!, kind: i === a.length - 1 ? ("dynamic" as const) : ("value" as const) })),
      ...b.map((from, i) => ({ from, to: b[(i + 1) % b.length]!, kind: "value" as const })),
      { from: a[0]!, to: b[0]!, kind: "value" },
      { from: b[5]!, to: a[3]!, kind: "type" },
      { from: "src/lone.ts", to: a[0]!, kind: "value" },
    ],
  };

  it("finds the circles (Tarjan) by the kinds of import that close them", () => {
    expect(circles(planted, ["value"]).map((c) => c.length)).toEqual([13]);
    expect(circles(planted, ["value", "dynamic"]).map((c) => c.length)).toEqual([13, 12]);
    expect(circles(planted, ["value", "dynamic", "type"]).map((c) => c.length)).toEqual([25]);
  });

  it("fails on a planted circle over the limit, printing its files", () => {
    const report = circleReport(planted, ["value", "dynamic"], VALUE_LIMIT);
    expect(report).toContain("A circle of 13 files through value, dynamic imports (limit 11)");
    expect(report).toContain("A circle of 12 files through value, dynamic imports (limit 11)");
    for (const file of a) expect(report).toContain(`  ${file}\n`.trimEnd());
    expect(report).not.toContain("src/lone.ts");
    expect(circleReport(planted, ["value", "dynamic", "type"], TYPE_LIMIT)).toContain("A circle of 25 files");
    expect(circleReport(planted, ["value", "dynamic"], 13)).toBe("");
  });
});
