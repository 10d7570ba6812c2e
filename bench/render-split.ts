/**
 * Profiling aid (issue 26, target 1; issue 39): where a render after a save goes, in three
 * figures of one run: the page rendered after an organization-wide save (every cached read
 * of the organization reloads), after a section save (only its page's blocks reload: keyed
 * invalidation), and with every read still cached (a query string passes the page cache,
 * not the reads'). The reloads' share is (organization-wide − cached) / organization-wide;
 * the keyed save's fall is (organization-wide − keyed) / organization-wide. Not part of
 * `npm run bench`.
 */
import { timedGet } from "./client";
import { pglite, temporaryPostgres } from "./database";
import { cleanUp, handleSignals } from "./lifecycle";
import { measureMissRender, measureMissRenderKeyedAndWhole } from "./saves";
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
    const { keyed: afterSave, wholeOrganization } = await measureMissRenderKeyedAndWhole(site, rounds);
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
    const share = (value: number) => `${Math.round(((wholeOrganization.p50 - value) / wholeOrganization.p50) * 100)}%`;
    console.log(
      `after an organization-wide save: p50 ${wholeOrganization.p50} ms, p99 ${wholeOrganization.p99} ms; after a section save: p50 ${afterSave.p50} ms, ` +
        `p99 ${afterSave.p99} ms; reads cached: p50 ${warm.p50} ms, p99 ${warm.p99} ms (${rounds} each). ` +
        `The reloads' share of the organization-wide render: ${share(warm.p50)}; the section save's fall: ${share(afterSave.p50)}`,
    );
  }
  await server.stopAndRemove();
  await database.drop();
}

main().then(cleanUp, async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
