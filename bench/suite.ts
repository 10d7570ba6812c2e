/** The whole suite against one database: fresh server, seeded site, five figures. */
import os from "node:os";
import { measureCachedPage, type CachedFigures } from "./cached";
import type { BenchDatabase } from "./database";
import { measureMissRender, measureSaveLatency, measureSaveToVisible, type SaveFigures, type VisibleFigures } from "./saves";
import { measureVisitorScripts, type ScriptFigures } from "./scripts";
import { checkHomePage, seedSite } from "./seed";
import { startBenchServer } from "./server";
import { round, type Latency } from "./stats";

export type Mode = "quick" | "full";

export const settings = {
  quick: { connections: 10, seconds: 2, missRounds: 5, editors: 4, saveSeconds: 2, visibleSaves: 5, visibleTimeoutMs: 5000 },
  full: { connections: 10, seconds: 10, missRounds: 40, editors: 4, saveSeconds: 10, visibleSaves: 40, visibleTimeoutMs: 5000 },
} as const;

export type Figures = {
  /** The machine's 1-minute load average before and after (other work on the cores skews every figure). */
  loadAverage: [before: number, after: number];
  serverStartMs: number;
  seedMs: number;
  cached: CachedFigures;
  missRender: Latency;
  save: SaveFigures;
  saveWithVisitors: SaveFigures;
  visible: VisibleFigures;
  visibleWithVisitors: VisibleFigures;
  scripts: ScriptFigures;
};

let suiteStart = performance.now();
const step = (label: string) => console.log(`  ${((performance.now() - suiteStart) / 1000).toFixed(1).padStart(5)} s  ${label}`);

export async function runSuite(database: BenchDatabase, mode: Mode): Promise<Figures> {
  const s = settings[mode];
  const loadBefore = round(os.loadavg()[0]!, 2);
  console.log(`\n== ${database.label}`);
  suiteStart = performance.now();
  let started = suiteStart;
  const server = await startBenchServer(database);
  const serverStartMs = Math.round(performance.now() - started);
  try {
    step(`server on port ${server.port} (${serverStartMs} ms); seeding 8 sections x 6 metrics`);
    started = performance.now();
    const site = await seedSite(server.port, server.adminToken);
    await checkHomePage(site);
    const seedMs = Math.round(performance.now() - started);

    step("visitor scripts");
    const scripts = await measureVisitorScripts(site);
    step(`cached page vs bare server, plain and gzip (${s.connections} connections, ${s.seconds} s each)`);
    const cached = await measureCachedPage(site, { connections: s.connections, seconds: s.seconds });
    step(`render on a cache miss (${s.missRounds} saves)`);
    const missRender = await measureMissRender(site, s.missRounds);
    step(`save latency (${s.editors} editors, ${s.saveSeconds} s, visitors off then on)`);
    const save = await measureSaveLatency(site, { editors: s.editors, seconds: s.saveSeconds });
    const saveWithVisitors = await measureSaveLatency(site, { editors: s.editors, seconds: s.saveSeconds, visitorConnections: s.connections });
    step(`save to visible (${s.visibleSaves} saves, visitors off then on)`);
    const visible = await measureSaveToVisible(site, { saves: s.visibleSaves, timeoutMs: s.visibleTimeoutMs });
    const visibleWithVisitors = await measureSaveToVisible(site, {
      saves: s.visibleSaves,
      timeoutMs: s.visibleTimeoutMs,
      visitorConnections: s.connections,
    });
    const loadAverage: Figures["loadAverage"] = [loadBefore, round(os.loadavg()[0]!, 2)];
    step("done");
    return { loadAverage, serverStartMs, seedMs, cached, missRender, save, saveWithVisitors, visible, visibleWithVisitors, scripts };
  } catch (error) {
    const log = server.logTail().trim();
    if (log) console.error(`\nLast server output (${database.label}):\n${log}\n`);
    throw error;
  } finally {
    await server.stopAndRemove();
  }
}
