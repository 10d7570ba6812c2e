// The server's own code bundled (docs/decisions.md, "The server starts from a bundle"): the front
// thread (scripts/serve.ts) and the renderer thread (scripts/renderer.ts) with every module of src/
// they import, in one ESM build under the build output (.next/onsite-server/), packages left to
// Node. Run through tsx, each start resolved and loaded some hundreds of modules through tsx's
// loader thread: about half of a start's CPU. Run by `npm run build` and scripts/ensure-build.mjs
// after `next build` (which empties .next); scripts/serve.ts still runs as it is under tsx.
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { SERVER_DIR } from "./build-paths.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** As the renderer thread's hooks do under tsx (scripts/server-only-hook.mjs), and as next.config.ts aliases. */
const serverModules = {
  name: "server-modules",
  setup(build) {
    // `server-only` marks a module that must not reach a browser; this is the server: an empty module.
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
    // Packages stay in node_modules, loaded by Node; use-intl is bundled so that its own import of
    // use-intl/format-message takes the alias (the format-only runtime of the compiled messages).
    build.onResolve({ filter: /^[^./@]|^@[^/]/ }, (args) => {
      if (args.path.startsWith("use-intl")) return undefined;
      // next has no "exports" map: Node's ESM resolution needs the file's extension.
      if (/^next\/[^.]+$/.test(args.path)) return { path: `${args.path}.js`, external: true };
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  fs.rmSync(SERVER_DIR, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { serve: "scripts/serve.ts", renderer: "scripts/renderer.ts" },
    outdir: SERVER_DIR,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    jsx: "automatic",
    alias: { "use-intl/format-message": "use-intl/format-message/format-only" },
    plugins: [serverModules],
    logLevel: "warning",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
