/**
 * Profiling aid (issue 26, target 1): where a render after a save goes, in two
 * figures of one run: the page rendered after a save (every cached read of the
 * organization reloads), and the same page rendered with every read still cached
 * (a query string passes the page cache, not the reads'). Not part of `npm run bench`.
 */
import { timedGet } from "./client";
import { pglite, temporaryPostgres } from "./database";
import { cleanUp, handleSignals } from "./lifecycle";
import { measureMissRender } from "./saves";
import { seedSite } from "./seed";
import { startBenchServer } from "./server";
import { latency } from "./stats";

const rounds = Number(process.argv[2] ?? 100);

async function main() {
  handleSignals();
  const database = process.env.DATABASE_URL ? await temporaryPostgres(process.env.DATABASE_URL) : pglite();
  // ONSITE_PROFILE_DIR: the renderer thread's CPU profile of the whole run, written when it stops.
  if (process.env.ONSITE_PROFILE_DIR) database.env.ONSITE_CPU_PROFILE_DIR = process.env.ONSITE_PROFILE_DIR;
  const server = await startBenchServer(database);
  const site = await seedSite(server.port, server.adminToken);
  for (let round = 0; round < 2; round++) {
    await measureMissRender(site, 20);
    const afterSave = await measureMissRender(site, rounds);
    const times: number[] = [];
    const warmFrom = process.hrtime.bigint() / 1000n;
    for (let i = 0; i < rounds; i++) {
      const page = await timedGet(site, `/?warm=${round}-${i}`);
      if (page.status !== 200 || page.cache === "HIT") throw new Error(`/?warm answered ${page.status} ${page.cache}`);
      times.push(page.ms);
    }
    const warm = latency(times);
    // On the monotonic clock the CPU profile's sample times use (µs): to read the warm renders alone.
    if (process.env.ONSITE_PROFILE_DIR) console.log(`warm renders from ${warmFrom} to ${process.hrtime.bigint() / 1000n} µs`);
    console.log(`after a save: p50 ${afterSave.p50} ms, p99 ${afterSave.p99} ms; reads cached: p50 ${warm.p50} ms, p99 ${warm.p99} ms (${rounds} each)`);
  }
  await server.stopAndRemove();
  await database.drop();
}

main().then(cleanUp, async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
