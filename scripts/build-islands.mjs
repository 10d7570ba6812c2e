// The islands' browser build (DESIGN.md "Visitor pages: HTML first, islands"): esbuild bundles the
// islands entry (src/app/islands-entry.tsx) and the chunks it loads into public/_onsite/islands/,
// ESM, minified, content-hashed names, with manifest.json { entry, preload } for the islands
// renderer's document. Run by `npm run build` and scripts/ensure-build.mjs before `next build`
// (Next serves the files of public/ it finds when it builds).
//
// Two passes. The chunks: the islands' hydration (src/app/islands-hydrate.ts) and the widget layer
// (src/app/islands-widgets.tsx), code split (each island's and widget's import() a chunk of its own,
// React in a shared one). Then the entry alone, not split: esbuild splits by file, so an entry sharing
// a build with those chunks would import every module a feature's index re-exports that any chunk
// uses (React with them); alone, it keeps only what it runs, and its two import()s name the chunks.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { barrelImports } from "./islands-barrels.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ISLANDS_DIR = path.join(root, "public", "_onsite", "islands");
const PUBLIC_PATH = "/_onsite/islands";
const SRC = path.join(root, "src") + path.sep;
const ENTRY = path.join(root, "src", "app", "islands-entry.tsx");
/** The entry's chunks, by the specifier its import() uses. */
const CHUNKS = {
  "./islands-hydrate": "src/app/islands-hydrate.ts",
  "./islands-widgets": "src/app/islands-widgets.tsx",
  // Members only: the editing layer over the page, with the members' refresh (issue 40, step 4).
  "./islands-editing": "src/app/islands-editing.tsx",
};

/** Server code must never reach the browser build: an import of `server-only` fails it, naming the importer. */
const serverOnly = {
  name: "server-only",
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, (args) => ({ errors: [{ text: `server-only reached from ${path.relative(root, args.importer)}` }] }));
  },
};

/**
 * The project's own modules, and React, have no side effects at import (package.json says
 * nothing, for Next's sake): a feature's index read for one export brings no more of it than
 * that export needs. CSS is left out (the page's stylesheet is Next's).
 */
const sideEffectFree = {
  name: "side-effect-free",
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, () => ({ path: "css", namespace: "ignored" }));
    build.onLoad({ filter: /.*/, namespace: "ignored" }, () => ({ contents: "", loader: "js" }));
    build.onResolve({ filter: /^(@\/|\.|react$|react\/|react-dom$|react-dom\/)/ }, async (args) => {
      const own = args.path.startsWith("@/") || args.importer.startsWith(SRC);
      if (args.pluginData === "side-effect-free" || !(own || args.path.startsWith("react"))) return undefined;
      const { pluginData, ...options } = { ...args, pluginData: "side-effect-free" };
      void pluginData;
      const resolved = await build.resolve(args.path, {
        kind: options.kind,
        importer: options.importer,
        resolveDir: options.resolveDir,
        pluginData: "side-effect-free",
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, sideEffects: false };
    });
  },
};

const COMMON = {
  absWorkingDir: root,
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2020",
  minify: true,
  jsx: "automatic",
  outdir: ISLANDS_DIR,
  publicPath: PUBLIC_PATH,
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  metafile: true,
  legalComments: "none",
  alias: { "@": path.join(root, "src"), "use-intl/format-message": "use-intl/format-message/format-only" },
  define: { "process.env.NODE_ENV": '"production"' },
  // "use client" means nothing outside Next: every module here is for the browser.
  logOverride: { "module-level-directive": "silent" },
};

/** The entry's import() of a chunk names the chunk's file; any other import() in it (a widget's `load`, never run there) stays as written. */
function entryImports(files) {
  return {
    name: "entry-imports",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== "dynamic-import") return undefined;
        const file = files[args.path];
        return { path: file ? `./${file}` : args.path, external: true };
      });
    },
  };
}

const fileOf = (metafile, entryPoint) => Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint)?.[0];

/** Builds the islands into ISLANDS_DIR (replacing what was there); answers the manifest. */
export async function buildIslands({ log = true } = {}) {
  const started = performance.now();
  // Emptied, not removed: public/_onsite keeps its time (scripts/ensure-build.mjs compares the sources' times with the build's).
  fs.mkdirSync(ISLANDS_DIR, { recursive: true });
  for (const name of fs.readdirSync(ISLANDS_DIR)) fs.rmSync(path.join(ISLANDS_DIR, name), { recursive: true, force: true });
  const chunks = await esbuild.build({
    ...COMMON,
    entryPoints: Object.values(CHUNKS).map((file) => path.join(root, file)),
    splitting: true,
    plugins: [serverOnly, sideEffectFree, barrelImports({ srcDir: SRC })],
  });
  const files = Object.fromEntries(Object.entries(CHUNKS).map(([specifier, file]) => [specifier, path.basename(fileOf(chunks.metafile, file))]));
  const entryBuild = await esbuild.build({
    ...COMMON,
    entryPoints: { entry: ENTRY },
    plugins: [entryImports(files), serverOnly, sideEffectFree, barrelImports({ srcDir: SRC })],
  });
  const entryFile = fileOf(entryBuild.metafile, path.relative(root, ENTRY));
  const manifest = { entry: `${PUBLIC_PATH}/${path.basename(entryFile)}`, preload: [] };
  fs.writeFileSync(path.join(ISLANDS_DIR, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  if (process.env.ONSITE_ISLANDS_METAFILE) {
    const outputs = { ...chunks.metafile.outputs, ...entryBuild.metafile.outputs };
    fs.writeFileSync(process.env.ONSITE_ISLANDS_METAFILE, JSON.stringify({ inputs: { ...chunks.metafile.inputs, ...entryBuild.metafile.inputs }, outputs }));
  }
  if (log)
    console.log(`Islands built in ${Math.round(performance.now() - started)} ms: entry ${manifest.entry}, ${fs.readdirSync(ISLANDS_DIR).length - 1} files.`);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIslands();
