/** The whole suite against one database: fresh server, seeded site, six figures. */
import os from "node:os";
import { measureCachedPage, type CachedFigures } from "./cached";
import type { BenchDatabase } from "./database";
import { loadGenerator } from "./load";
import { measureMissRenderKeyedAndWhole, measureSaveLatency, measureSaveToVisible, type SaveFigures, type VisibleFigures } from "./saves";
import { measureVisitorScripts, type ScriptFigures } from "./scripts";
import { measureTenants, type TenantFigures } from "./tenants";
import { measureRestart, type RestartFigures } from "./restart";
import { measureScale, type ScaleFigures } from "./scale";
import { checkHomePage, seedSite } from "./seed";
import { startBenchServer } from "./server";
import { round, type Latency } from "./stats";

export type Mode = "quick" | "full";

/** 20 small sites (a few sections each, so that seeding them stays quick), one wrk connection each. */
const tenants = { organizations: 20, sections: 4, metrics: 1, connections: 20 };

/**
 * Scale in tenants (PostgreSQL only): organizations seeded, those the visitors ask
 * for (Zipf, exponent s); pages and load as the 20 organizations', to compare.
 */
const scale = { exponent: 1, sections: tenants.sections, metrics: tenants.metrics, connections: tenants.connections };

export const settings = {
  quick: {
    connections: 10,
    seconds: 2,
    missRounds: 5,
    editors: 4,
    saveSeconds: 2,
    visibleSaves: 5,
    visibleTimeoutMs: 5000,
    tenants: { ...tenants, seconds: 2 },
    scale: { ...scale, organizations: 500, traffic: 100, seconds: 2 },
    restart: { beforeSeconds: 1, outageSeconds: 1.5, afterSeconds: 1 },
  },
  full: {
    connections: 10,
    seconds: 10,
    missRounds: 100,
    editors: 4,
    saveSeconds: 10,
    visibleSaves: 40,
    visibleTimeoutMs: 5000,
    tenants: { ...tenants, seconds: 10 },
    scale: { ...scale, organizations: 10_000, traffic: 1_000, seconds: 10 },
    restart: { beforeSeconds: 2, outageSeconds: 3, afterSeconds: 3 },
  },
} as const;

export type Figures = {
  /** The machine's 1-minute load average before and after (other work on the cores skews every figure). */
  loadAverage: [before: number, after: number];
  serverStartMs: number;
  seedMs: number;
  cached: CachedFigures;
  /** Render after a section save: its page's blocks reload, the organization's other reads stay cached (issue 39). */
  missRender: Latency;
  /** The same, after a section save and an organization-wide one (every read reloads: every save before issue 39), rounds taking turns with missRender's. */
  missRenderWholeOrganization: Latency;
  save: SaveFigures;
  saveWithVisitors: SaveFigures;
  visible: VisibleFigures;
  visibleWithVisitors: VisibleFigures;
  scripts: ScriptFigures;
  tenants: TenantFigures;
  /** PostgreSQL only: many organizations on one server (issue 26, target 4). */
  scale?: ScaleFigures;
  /** PostgreSQL only: the database gone and back under load (issue 26, target 7). */
  restart?: RestartFigures;
  /** Functional failures found while measuring (lost saves, broken isolation): reported, then the benchmark exits 1. */
  problems: string[];
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
    step(`cached page vs bare server, plain and gzip (${loadGenerator().label}, ${s.connections} connections, ${s.seconds} s each)`);
    const cached = await measureCachedPage(site, { connections: s.connections, seconds: s.seconds });
    step(`render on a cache miss (${s.missRounds} section saves, and as many followed by an organization-wide save, taking turns)`);
    const { keyed: missRender, wholeOrganization: missRenderWholeOrganization } = await measureMissRenderKeyedAndWhole(site, s.missRounds);
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
    const t = s.tenants;
    step(
      `${t.organizations} organizations (${t.sections} sections x ${t.metrics} metrics each): seeding, then their cached pages ` +
        `under load (${t.connections} connections, ${t.seconds} s), without and with ${s.editors} editors saving in one`,
    );
    const tenants = await measureTenants(server.port, server.adminToken, {
      ...t,
      editors: s.editors,
      visibleTimeoutMs: s.visibleTimeoutMs,
    });
    let scale: ScaleFigures | undefined;
    if (database.kind === "postgres") {
      const c = s.scale;
      step(
        `${c.organizations.toLocaleString("en-US")} organizations (${c.sections} sections x ${c.metrics} metrics each): seeding, then visitors ` +
          `on ${c.traffic.toLocaleString("en-US")} of them (Zipf, s = ${c.exponent}; ${c.connections} connections, ${c.seconds} s)`,
      );
      scale = await measureScale(server, database, tenants.quiet.rps, c, step);
    }
    let restart: RestartFigures | undefined;
    if (database.kind === "postgres") {
      const r = s.restart;
      step(`database gone for ${r.outageSeconds} s and back (${s.editors} editors saving, ${s.connections} visitor connections)`);
      restart = await measureRestart(site, database, { ...r, editors: s.editors, visitorConnections: s.connections });
    }
    const loadAverage: Figures["loadAverage"] = [loadBefore, round(os.loadavg()[0]!, 2)];
    step("done");
    const stalePages = saveWithVisitors.stale?.stale
      ? [`${saveWithVisitors.stale.stale} stale pages while editors saved: ${saveWithVisitors.stale.examples.join("; ")}`]
      : [];
    const problems = [
      ...visible.problems,
      ...visibleWithVisitors.problems,
      ...tenants.problems,
      ...stalePages,
      ...(restart?.problems ?? []),
      ...(scale?.problems ?? []),
    ];
    return {
      loadAverage,
      serverStartMs,
      seedMs,
      cached,
      missRender,
      missRenderWholeOrganization,
      save,
      saveWithVisitors,
      visible,
      visibleWithVisitors,
      scripts,
      tenants,
      restart,
      scale,
      problems,
    };
  } catch (error) {
    const log = server.log().slice(-4000).trim();
    if (log) console.error(`\nLast server output (${database.label}):\n${log}\n`);
    throw error;
  } finally {
    await server.stopAndRemove();
  }
}
