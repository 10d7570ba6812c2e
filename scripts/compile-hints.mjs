// After `next build`: marks the chunks a page runs as it loads with V8's explicit compile
// hint, `//# allFunctionsCalledOnLoad` on their first line (docs/decisions.md, "Compile
// hints for the chunks a page starts with"). Chromium then compiles their functions while
// the file streams in, off the page's main thread, instead of one by one on it when
// Turbopack's runtime first calls each module (a third of the blocking time of a visitor's
// page on a slow phone). Chunks loaded later (editors, dialogs, widgets) are left alone:
// compiling all of their functions up front would be work for nothing.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

function manifestsUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifestsUnder(file);
    return entry.name.endsWith("_client-reference-manifest.js") ? [file] : [];
  });
}

/** The chunk files (relative to the build folder, "static/chunks/…") every page or route starts with. */
export function startupChunks(distDir) {
  const files = new Set();
  const build = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  for (const file of build.rootMainFiles ?? []) files.add(file);
  for (const manifestFile of manifestsUnder(path.join(distDir, "server", "app"))) {
    // Each manifest is a script that fills globalThis.__RSC_MANIFEST; run it in a bare context.
    const sandbox = {};
    sandbox.globalThis = sandbox;
    vm.runInNewContext(fs.readFileSync(manifestFile, "utf8"), sandbox, { filename: manifestFile, timeout: 1000 });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {}))
      for (const chunks of Object.values(manifest.entryJSFiles ?? {})) for (const file of chunks) files.add(file);
  }
  return [...files].filter((file) => file.endsWith(".js"));
}

/** Adds the hint to each startup chunk that lacks it; returns how many files changed. */
export function addCompileHints(distDir) {
  let changed = 0;
  for (const file of startupChunks(distDir)) {
    const full = path.join(distDir, file);
    if (!fs.existsSync(full)) continue;
    const code = fs.readFileSync(full, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(full, COMPILE_HINT + code);
    changed++;
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..");
  const distDir = path.join(root, process.env.ONSITE_DIST_DIR || ".next");
  const changed = addCompileHints(distDir);
  console.log(`Compile hints: ${changed} startup chunk(s) marked.`);
}
