import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as esbuild from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barrelImports } from "./islands-barrels.mjs";

/**
 * A small project as the islands' build sees one: a feature whose index re-exports a light
 * registration and a heavy schema (a module with an effect at import, like zod's calls), a
 * "members" chunk that wants the registration and an "editor" chunk that wants the schema.
 */
const FILES: Record<string, string> = {
  "src/features/shop/index.ts": [
    `export { shopEditor, label as shopLabel } from "./registration";`,
    `export { shopSchema, type ShopInput } from "./schema";`,
    `export { formatPrice } from "./public";`,
  ].join("\n"),
  "src/features/shop/registration.ts": `export const shopEditor = { type: "shop" };\nexport const label = "Shop";`,
  "src/features/shop/schema.ts": `globalThis.schemaLoaded = "HEAVY SCHEMA";\nexport const shopSchema = { parse: (v: unknown) => v };\nexport type ShopInput = { name: string };`,
  "src/features/shop/public/index.ts": `export { formatPrice } from "./price";`,
  "src/features/shop/public/price.ts": `export const formatPrice = (cents: number) => (cents / 100).toFixed(2);`,
  // Not a barrel: it declares a value of its own, so imports from it stay as written.
  "src/features/notes/index.ts": `export { note } from "./note";\nexport const NOTES = "notes";`,
  "src/features/notes/note.ts": `export const note = "a note";`,
  "src/app/members.ts": [
    `import { shopEditor, shopLabel, formatPrice, type ShopInput } from "@/features/shop";`,
    `import { note, NOTES } from "@/features/notes";`,
    `const input: ShopInput = { name: "x" };`,
    `export const members = [shopEditor.type, shopLabel, formatPrice(1234), note, NOTES, input.name];`,
  ].join("\n"),
  "src/app/editor.ts": `import { shopSchema, shopEditor } from "@/features/shop";\nexport const editor = [shopSchema.parse("ok"), shopEditor.type];`,
};

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "onsite-barrels-"));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Builds both entries split, as scripts/build-islands.mjs does; answers each entry's code with every chunk it imports, and the entries' exports. */
async function build(plugins: esbuild.Plugin[]) {
  const src = path.join(root, "src") + path.sep;
  const outdir = path.join(root, `out-${plugins.length}`);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { members: "src/app/members.ts", editor: "src/app/editor.ts" },
    bundle: true,
    splitting: true,
    format: "esm",
    outdir,
    metafile: true,
    alias: { "@": path.join(root, "src") },
    // The islands' build marks the project's modules side-effect free (its sideEffectFree plugin).
    plugins: [...plugins, { name: "side-effect-free", setup: (b) => b.onResolve({ filter: /^(@\/|\.)/ }, sideEffectFree(b, src)) }],
    logLevel: "silent",
  });
  const closure = (entry: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of result.metafile.outputs[file].imports) if (imported.kind === "import-statement") visit(imported.path);
    };
    visit(path.relative(root, path.join(outdir, `${entry}.js`)));
    return [...seen].map((file) => fs.readFileSync(path.join(root, file), "utf8")).join("\n");
  };
  const load = async (entry: string) => (await import(path.join(outdir, `${entry}.js`))) as Record<string, unknown>;
  return { members: closure("members"), editor: closure("editor"), load };
}

function sideEffectFree(build: esbuild.PluginBuild, src: string) {
  return async (args: esbuild.OnResolveArgs) => {
    if (args.pluginData === "side-effect-free" || !(args.path.startsWith("@/") || args.importer.startsWith(src))) return undefined;
    const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: "side-effect-free" });
    return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, sideEffects: false };
  };
}

describe("the islands' build reads a feature's index as the files it re-exports", () => {
  it("gives a chunk only the files its imports name: the members' chunk never loads the schema another chunk uses", async () => {
    const { members, editor } = await build([barrelImports({ srcDir: path.join(root, "src") + path.sep })]);
    expect(members).not.toContain("HEAVY SCHEMA");
    expect(editor).toContain("HEAVY SCHEMA");
  });

  it("keeps what each entry exports: renamed names, an index of an index, a file that is not a barrel", async () => {
    const { load } = await build([barrelImports({ srcDir: path.join(root, "src") + path.sep })]);
    expect((await load("members")).members).toEqual(["shop", "Shop", "12.34", "a note", "notes", "x"]);
    expect((await load("editor")).editor).toEqual(["ok", "shop"]);
  });

  it("is needed: without it esbuild's split by file puts the schema in the members' chunk", async () => {
    const { members } = await build([]);
    expect(members).toContain("HEAVY SCHEMA");
  });
});
