import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the build scripts, without types
import { addCompileHints, startupChunks } from "./compile-hints.mjs";

const HINT = "//# allFunctionsCalledOnLoad\n";
let dist: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), text);
}
const read = (file: string) => fs.readFileSync(path.join(dist, file), "utf8");

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("compile hints for the chunks a page starts with", () => {
  it("marks the root chunks and each route's entry chunks once, and leaves chunks loaded later alone", () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "onsite-hints-"));
    write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/runtime.js"], polyfillFiles: ["static/chunks/polyfills.js"] }));
    const manifest = (route: string, entries: Record<string, string[]>) =>
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};`;
    write(
      "server/app/site/page_client-reference-manifest.js",
      manifest("/site/page", {
        "[project]/src/app/site/layout": ["static/chunks/layout.js"],
        "[project]/src/app/site/page": ["static/chunks/layout.js", "static/chunks/page.css"],
      }),
    );
    write(
      "server/app/admin/deep/page_client-reference-manifest.js",
      manifest("/admin/deep/page", { "[project]/src/app/admin/page": ["static/chunks/admin.js"] }),
    );
    for (const chunk of ["runtime", "layout", "admin", "editor", "polyfills"])
      write(`static/chunks/${chunk}.js`, `(globalThis.TURBOPACK||[]).push(["${chunk}"]);`);

    expect(startupChunks(dist).sort()).toEqual(["static/chunks/admin.js", "static/chunks/layout.js", "static/chunks/runtime.js"]);
    expect(addCompileHints(dist)).toBe(3);
    for (const chunk of ["runtime", "layout", "admin"]) expect(read(`static/chunks/${chunk}.js`)).toBe(`${HINT}(globalThis.TURBOPACK||[]).push(["${chunk}"]);`);
    // An editor's chunk (loaded when a member opens it) and the legacy polyfills stay as built.
    expect(read("static/chunks/editor.js")).toBe(`(globalThis.TURBOPACK||[]).push(["editor"]);`);
    expect(read("static/chunks/polyfills.js")).toBe(`(globalThis.TURBOPACK||[]).push(["polyfills"]);`);
    // A second run (ensure-build runs it after every check) changes nothing.
    expect(addCompileHints(dist)).toBe(0);
    expect(read("static/chunks/runtime.js").startsWith(HINT + HINT)).toBe(false);
  });
});
