import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const features = path.resolve(import.meta.dirname, "..");

/**
 * docs/decisions.md "Visitor JavaScript, the chrome round", rule (1): server
 * components import features' index.ts, and a registration module with an
 * import() of its editor that stays in their graph ships the editor with every
 * page. Such a module stays out of their graph only while it imports nothing at
 * run time (types only), unless it is a client module ("use client") or its
 * loader comes from one (the block types' editor/load.ts).
 */
describe("the editors' registration modules", () => {
  const registrations = fs
    .readdirSync(features)
    .map((feature) => path.join(features, feature, "registration.ts"))
    .filter((file) => fs.existsSync(file));

  it("exist for the editors", () => {
    expect(registrations.length).toBeGreaterThanOrEqual(9);
  });

  it("that hold an import() of their editor import nothing else at run time, unless they are client modules", () => {
    const offending = registrations.filter((file) => {
      const source = fs.readFileSync(file, "utf8");
      if (!source.includes("import(") || /^["']use client["'];/.test(source)) return false;
      return /^import (?!type )/m.test(source);
    });
    expect(offending.map((file) => path.relative(features, file))).toEqual([]);
  });
});
