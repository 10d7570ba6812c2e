// Builds the production bundle when it is missing or older than the sources.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIslands, ISLANDS_DIR } from "./build-islands.mjs";
import { DIST_DIR, SERVER_ENTRY } from "./build-paths.mjs";
import { buildServer } from "./build-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildId = path.join(DIST_DIR, "BUILD_ID");
const inputs = ["src", "public", "next.config.ts", "package.json", "postcss.config.mjs", "package-lock.json"];

function newest(p) {
  // The islands' build is an output (written before `next build`, so older than BUILD_ID), not a source.
  if (!fs.existsSync(p) || p === ISLANDS_DIR) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // The islands' folder's parent takes a new time when the build makes that folder (a fresh clone):
  // counted, the next call (the benchmark's, beside the API tests) would build again and empty
  // .next under the running tests' servers. Its files and folders count, its own time does not.
  const own = p === path.dirname(ISLANDS_DIR) ? 0 : stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), own);
}

const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const changed = Math.max(...inputs.map((i) => newest(path.join(root, i))));
const islandsBuilt = fs.existsSync(path.join(ISLANDS_DIR, "manifest.json"));
if (process.argv.includes("--force") || changed > built || !islandsBuilt) {
  console.log(built ? "Sources changed since the last build: building..." : "Building the production bundle...");
  const started = new Date();
  // First: Next serves the files public/ holds when it builds.
  await buildIslands();
  execSync("npx next build", { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  // The build is as new as its start: a source saved while it ran makes the next call build again.
  fs.utimesSync(buildId, started, started);
  await buildServer();
} else if (!fs.existsSync(SERVER_ENTRY) || newest(path.join(root, "scripts")) > fs.statSync(SERVER_ENTRY).mtimeMs) {
  // The server's bundle (scripts/build-server.mjs): its sources are src/ (built above when they change) and scripts/.
  console.log("Production build is up to date; bundling the server...");
  await buildServer();
} else {
  console.log("Production build is up to date.");
}
