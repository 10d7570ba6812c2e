/**
 * Profiling aid (issue 26, target 1; issue 39): where a render after a save goes, in four
 * figures of one run, rounds taking turns: the page rendered after an organization-wide save
 * (every cached read of the organization reloads), after a section save followed by a page
 * layout save (the page's blocks reload: what a section save reloaded before record keys),
 * after a section save (only its own record reloads), with every read still cached (a
 * query string passes the page cache, not the reads'), and the same right after a save of a
 * section on another page (what a save costs the next render besides its reloads). The reloads' share is
 * (organization-wide − cached) / organization-wide; a save's fall is
 * (organization-wide − its render) / organization-wide. Then the edited organization's
 * visitors while 4 editors save (the full benchmark's figure). Not part of `npm run bench`.
 * Run: `[DATABASE_URL=postgres://…] npx tsx --import ./scripts/server-only-register.mjs bench/render-split.ts [rounds]`.
 */
import { pglite, temporaryPostgres } from "./database";
import { cleanUp, handleSignals } from "./lifecycle";
import { loadGenerator } from "./load";
import { expectStatus, timedGet } from "./client";
import { measureMissRender, measureSaveLatency, missRender, newTitle, save, type Reload } from "./saves";
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
  // A section of another page: saving it changes nothing the home page reads, so the home page
  // rendered right after it (a query string passes the page cache) has every read cached.
  const elsewhere = await expectStatus<{ id: number }>(201, site, "/api/template-sections", {
    method: "POST",
    token: site.token,
    body: { url_page: "/elsewhere", section_title: "Elsewhere" },
  });
  const other = { id: elsewhere.body.id, title: "Elsewhere" };
  const warmRender = async (label: string) => {
    const page = await timedGet(site, `/?warm=${label}`);
    if (page.status !== 200 || page.cache === "HIT") throw new Error(`/?warm answered ${page.status} ${page.cache}`);
    return page.ms;
  };
  for (let round = 0; round < 2; round++) {
    await measureMissRender(site, 20);
    const times: Record<Reload | "cached" | "elsewhere", number[]> = { organization: [], page: [], keyed: [], cached: [], elsewhere: [] };
    const warmTimes: [bigint, bigint][] = [];
    for (let i = 0; i < rounds; i++) {
      for (const reload of RELOADS) times[reload].push(await missRender(site, i, reload));
      await save(site, other, newTitle(other.title));
      times.elsewhere.push(await warmRender(`${round}-${i}-elsewhere`));
      const warmFrom = process.hrtime.bigint() / 1000n;
      times.cached.push(await warmRender(`${round}-${i}`));
      warmTimes.push([warmFrom, process.hrtime.bigint() / 1000n]);
    }
    // On the monotonic clock the CPU profile's sample times use (µs): to read the warm renders alone.
    if (process.env.ONSITE_PROFILE_DIR) console.log(`warm renders (from, to) µs: ${JSON.stringify(warmTimes.map(([a, b]) => [String(a), String(b)]))}`);
    const [whole, afterPage, afterSave, warm, afterOther] = [times.organization, times.page, times.keyed, times.cached, times.elsewhere].map(latency) as [
      Latency,
      Latency,
      Latency,
      Latency,
      Latency,
    ];
    const share = (value: number) => `${Math.round(((whole.p50 - value) / whole.p50) * 100)}%`;
    console.log(
      `round ${round + 1}: after an organization-wide save: p50 ${whole.p50} ms, p99 ${whole.p99} ms; ` +
        `after a section save and its page's key: p50 ${afterPage.p50} ms, p99 ${afterPage.p99} ms; ` +
        `after a section save: p50 ${afterSave.p50} ms, p99 ${afterSave.p99} ms; reads cached: p50 ${warm.p50} ms, p99 ${warm.p99} ms; ` +
        `reads cached, right after another page's section save: p50 ${afterOther.p50} ms, p99 ${afterOther.p99} ms (${rounds} each). ` +
        `The reloads' share of the organization-wide render: ${share(warm.p50)}; the falls: page key ${share(afterPage.p50)}, section save ${share(afterSave.p50)}`,
    );
  }
  // The edited organization's visitors, as in the full benchmark's "Save, 4 editors + visitor load" row.
  const edited = await measureSaveLatency(site, { editors: 4, seconds: 10, visitorConnections: 10 });
  const v = edited.visitors;
  console.log(
    `the edited organization's visitors while 4 editors save its sections (10 s, 10 connections, ${loadGenerator().label}): ` +
      `${v?.rps} req/s, p50 ${v?.p50} ms, p99 ${v?.p99} ms, ${v?.failures} of ${v?.requests} failed; stale ${edited.stale?.stale} of ${edited.stale?.checked} checked; ` +
      `saves p50 ${edited.p50} ms, p99 ${edited.p99} ms (${edited.n})`,
  );
  await server.stopAndRemove();
  await database.drop();
}

main().then(cleanUp, async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
