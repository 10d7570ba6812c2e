/**
 * npm run bench:js: only the "Visitor JavaScript" figure of `npm run bench`
 * (gzip bytes of the scripts a signed-out visitor's home page loads, measured
 * from the built pages), on PGlite, in well under a minute. Seeds the same site
 * as the full suite. When the site has a hero, it is measured again with each
 * animated background, to show that each one's code comes only with it.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { call } from "./client";
import { pglite } from "./database";
import { cleanUp, handleSignals } from "./lifecycle";
import { measureVisitorScripts, type ScriptFigures } from "./scripts";
import { seedSite, type SeededSite } from "./seed";
import { startBenchServer } from "./server";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function print(label: string, figures: ScriptFigures) {
  console.log(`${label}: ${kb(figures.jsGzipBytes)} gzip (${figures.jsGzipBytes} bytes) in ${figures.scripts} files, ${kb(figures.jsBytes)} raw`);
  for (const file of figures.files) console.log(`    ${String(file.gzipBytes).padStart(7)}  ${file.url}`);
}

/** The home page's hero, if the site has one (the hero API exists from issue 10 on). */
async function homeHero(site: SeededSite): Promise<{ id: number; version: number } | null> {
  const answer = await call(site, "/api/hero-sections?url_page=/");
  if (answer.status !== 200 || !Array.isArray(answer.body)) return null;
  return (answer.body as { id: number; version: number }[])[0] ?? null;
}

async function main() {
  handleSignals();
  const root = path.resolve(import.meta.dirname, "..");
  execFileSync(process.execPath, [path.join(root, "scripts/ensure-build.mjs")], { cwd: root, stdio: "inherit" });
  const server = await startBenchServer(pglite());
  const site = await seedSite(server.port, server.adminToken);
  print("Home page", await measureVisitorScripts(site));
  const hero = await homeHero(site);
  if (!hero) return console.log("(no hero on the home page: no animation measured)");
  for (const animation of ["DotGrid", "LetterGlitch", "MagicBento", ""]) {
    const saved = await call(site, `/api/hero-sections/${hero.id}`, { method: "PUT", token: site.token, body: { animation_element: animation } });
    if (saved.status !== 200) throw new Error(`PUT hero answered ${saved.status}`);
    print(`Home page, hero animation ${animation || "none"}`, await measureVisitorScripts(site));
  }
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
