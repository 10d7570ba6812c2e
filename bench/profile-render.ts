/**
 * Profiling aid (issue 26, target 1): starts the server with its renderer thread
 * profiled (ONSITE_CPU_PROFILE_DIR: a .cpuprofile written when it stops), seeds
 * the 8 x 6 page, and renders it after `rounds` saves. Read the renderer thread's
 * profile in Chrome DevTools (Performance → Load profile) or with `node --cpu-prof`
 * tooling. Not part of `npm run bench`.
 */
import { pglite } from "./database";
import { cleanUp, handleSignals } from "./lifecycle";
import { measureMissRender } from "./saves";
import { seedSite } from "./seed";
import { startBenchServer } from "./server";

const dir = process.env.ONSITE_PROFILE_DIR ?? "/tmp/onsite-profile";
const rounds = Number(process.argv[2] ?? 200);

async function main() {
  handleSignals();
  const database = pglite();
  database.env.ONSITE_CPU_PROFILE_DIR = dir;
  const server = await startBenchServer(database);
  const site = await seedSite(server.port, server.adminToken);
  await measureMissRender(site, 20); // warm up
  const figures = await measureMissRender(site, rounds);
  console.log(`render after a save: p50 ${figures.p50} ms, p99 ${figures.p99} ms (${figures.n} rounds); profiles in ${dir}`);
  await server.stopAndRemove();
}

main().then(cleanUp, async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
