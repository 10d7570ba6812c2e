/**
 * npm run bench:js: only the "Visitor JavaScript" figure of `npm run bench`
 * (gzip bytes of the scripts a signed-out visitor's home page loads, measured
 * from the built pages), on PGlite, in well under a minute. Seeds the same site
 * as the full suite (a new organization: its starter hero has no animation).
 * Scripts a page imports later (an animated background's chunk, the editors for
 * members) are not in the HTML and not counted, as in the full suite. Then, in Chromium,
 * what a visitor's browser loads on the demo site (bench/browser-js.ts): the home page with
 * every widget, and a blog post after the cookie choice.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pglite } from "./database";
import { cleanUp, handleSignals } from "./lifecycle";
import { measureBrowserScripts, type LoadedScripts } from "./browser-js";
import { measureVisitorScripts, type ScriptFigures } from "./scripts";
import { seedSite } from "./seed";
import { startBenchServer } from "./server";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function print(label: string, figures: ScriptFigures) {
  console.log(`${label}: ${kb(figures.jsGzipBytes)} gzip (${figures.jsGzipBytes} bytes) in ${figures.scripts} files, ${kb(figures.jsBytes)} raw`);
  for (const file of figures.files) console.log(`    ${String(file.gzipBytes).padStart(7)}  ${file.url}`);
}

async function main() {
  handleSignals();
  const root = path.resolve(import.meta.dirname, "..");
  execFileSync(process.execPath, [path.join(root, "scripts/ensure-build.mjs")], { cwd: root, stdio: "inherit" });
  const server = await startBenchServer(pglite());
  const site = await seedSite(server.port, server.adminToken);
  print("Home page", await measureVisitorScripts(site));
  // In Chromium, on the demo site (localhost): what a visitor's browser loads (bench/browser-js.ts).
  const { home, post } = await measureBrowserScripts(`http://localhost:${server.port}`, DEMO_POST);
  printLoaded("Demo home page in Chromium, every widget, scrolled through (target <= 75 kB gzip)", home);
  printLoaded(`A blog post after the cookie choice, nothing scrolled (${DEMO_POST}; target: no React)`, post);
}

/** A post of the demo site (scripts/demo-content). */
const DEMO_POST = "/edit-your-website-without-leaving-it";

function printLoaded(label: string, loaded: LoadedScripts) {
  console.log(`${label}: ${kb(loaded.wireBytes)} on the wire in ${loaded.files.length} files; React ${loaded.react ? "loaded" : "not loaded"}`);
  for (const file of loaded.files) console.log(`    ${String(file.wireBytes).padStart(7)}  ${file.url}${file.react ? "  (React)" : ""}`);
}

main()
  .then(async () => {
    await cleanUp();
    process.exit(0);
  })
  .catch(async (error) => {
    console.error("bench:js failed:", error instanceof Error ? error.message : error);
    await cleanUp();
    process.exit(1);
  });
