/**
 * Profiling aid (issue 26, target 1; issue 39): where a render after a save goes, in four
 * figures of one run, rounds taking turns: the page rendered after an organization-wide save
 * (every cached read of the organization reloads), after a section save followed by a page
 * layout save (the page's blocks reload: what a section save reloaded before record keys),
 * after a section save (only its own record reloads), and with every read still cached (a
 * query string passes the page cache, not the reads'). The reloads' share is
 * (organization-wide − cached) / organization-wide; a save's fall is
 * (organization-wide − its render) / organization-wide. Not part of `npm run bench`.
 * Run: `[DATABASE_URL=postgres://…] npx tsx --import ./scripts/server-only-register.mjs bench/render-split.ts [rounds]`.
 */
import { timedGet } from "./client";
import { pglite, temporaryPostgres } from "./database";
import { cleanUp, handleSignals } from "./lifecycle";
import { measureMissRender, missRender, type Reload } from "./saves";
import { seedSite } from "./seed";
import { startBenchServer } from "./server";
import { latency, type Latency } from "./stats";

const RELOADS: readonly Reload[] = ["organization", "page", "keyed"];

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
    const times: Record<Reload | "cached", number[]> = { organization: [], page: [], keyed: [], cached: [] };
    const warmTimes: [bigint, bigint][] = [];
    for (let i = 0; i < rounds; i++) {
      for (const reload of RELOADS) times[reload].push(await missRender(site, i, reload));
      const warmFrom = process.hrtime.bigint() / 1000n;
      const page = await timedGet(site, `/?warm=${round}-${i}`);
      if (page.status !== 200 || page.cache === "HIT") throw new Error(`/?warm answered ${page.status} ${page.cache}`);
      times.cached.push(page.ms);
      warmTimes.push([warmFrom, process.hrtime.bigint() / 1000n]);
    }
    // On the monotonic clock the CPU profile's sample times use (µs): to read the warm renders alone.
    if (process.env.ONSITE_PROFILE_DIR) console.log(`warm renders (from, to) µs: ${JSON.stringify(warmTimes.map(([a, b]) => [String(a), String(b)]))}`);
    const [whole, afterPage, afterSave, warm] = [times.organization, times.page, times.keyed, times.cached].map(latency) as [
      Latency,
      Latency,
      Latency,
      Latency,
    ];
    const share = (value: number) => `${Math.round(((whole.p50 - value) / whole.p50) * 100)}%`;
    console.log(
      `round ${round + 1}: after an organization-wide save: p50 ${whole.p50} ms, p99 ${whole.p99} ms; ` +
        `after a section save and its page's key: p50 ${afterPage.p50} ms, p99 ${afterPage.p99} ms; ` +
        `after a section save: p50 ${afterSave.p50} ms, p99 ${afterSave.p99} ms; reads cached: p50 ${warm.p50} ms, p99 ${warm.p99} ms (${rounds} each). ` +
        `The reloads' share of the organization-wide render: ${share(warm.p50)}; the falls: page key ${share(afterPage.p50)}, section save ${share(afterSave.p50)}`,
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
