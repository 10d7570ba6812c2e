/**
 * Target 7 (issue 26): PostgreSQL restarted under load. While visitors load the home
 * page and editors save their own sections in a loop, the database goes away as in a
 * restart: new connections are refused (`ALLOW_CONNECTIONS false`) and every one the
 * server holds is closed (`pg_terminate_backend`), for `outageSeconds` and until a
 * save has been refused (at most 10 s); then they are let in again. (The PostgreSQL
 * server itself is not restarted: that needs rights the benchmark may not have.)
 * Every save acknowledged (2xx) must be in the database afterwards (the section's
 * title, and its revision); a refused one (503 with the database message) must not
 * be; no save may answer anything else or take 10 s; saves, the cache's LISTEN
 * connection and a fresh page must be back within 5 s of the database.
 */
import pg from "pg";
import { call, timedGet } from "./client";
import { admin, type BenchDatabase } from "./database";
import { onCleanUp } from "./lifecycle";
import { withVisitors, type Throughput } from "./load";
import { newTitle } from "./saves";
import type { SeededSite } from "./seed";
import { watchForStalePages, type StaleFigures } from "./stale";
import { round, sleep } from "./stats";

/** What a save hears while the database is gone (src/platform/http/errors.ts), with `Retry-After: 5`. */
const REFUSAL = "The database cannot be reached right now. Nothing was changed. Please try again in a moment.";
/** A save not answered within this is a hang (and the request is given up). */
const HANG_MS = 10_000;
/** Saves, the LISTEN connection and a fresh page must be back within this of the database. */
const RECOVERY_MS = 5_000;
/** Revisions the server keeps per record (src/platform/revisions/store.ts). */
const REVISIONS_KEPT = 50;
/** An editor whose save was refused tries again this much later (not after `Retry-After`: the figure is how soon saves are taken again). */
const RETRY_MS = 100;

export type RestartOptions = { editors: number; visitorConnections: number; beforeSeconds: number; outageSeconds: number; afterSeconds: number };

export type RestartFigures = {
  /** Saves answered 2xx; 503 with the database message; anything else (other statuses, network errors, no answer within 10 s). */
  acknowledged: number;
  refused: number;
  failed: number;
  /** Acknowledged saves not in the database afterwards (their section holds an older title, or their revision is missing). */
  lost: number;
  /** Refused saves found stored afterwards ("Nothing was changed" was not true). */
  refusedStored: number;
  outageMs: number;
  /** From connections allowed again until the first acknowledged save, the cache's LISTEN connection, a page showing a save acknowledged after (null: not within 15 s). */
  recovery: { saveMs: number | null; listenMs: number | null; pageMs: number | null };
  /** The longest answer to a save sent during the outage. */
  longestOutageAnswerMs: number;
  /** One visitor's GETs of the home page during the outage, by status and `x-onsite-cache` ("200 HIT"; 0: no answer). */
  pagesDuringOutage: Record<string, number>;
  visitors?: Throughput;
  stale?: StaleFigures;
  /** Lost or stored-though-refused saves, failed saves (by status), slow recovery, stale pages: the benchmark exits 1. */
  problems: string[];
};

type Attempt = { title: string; sentAt: number; answeredAt: number; outcome: "acknowledged" | "refused" | "failed"; status: number; detail: string };

/** Like `save` (bench/saves.ts), but resolves to how the save ended instead of throwing. */
async function attemptSave(site: SeededSite, sectionId: number, title: string): Promise<Attempt> {
  const sentAt = performance.now();
  try {
    const reply = await call<{ error?: string }>(site, `/api/template-sections/${sectionId}`, {
      method: "PUT",
      token: site.token,
      body: { section_title: title },
      signal: AbortSignal.timeout(HANG_MS),
    });
    const refused = reply.status === 503 && reply.body?.error === REFUSAL && reply.headers["retry-after"] === "5";
    const outcome = reply.status >= 200 && reply.status < 300 ? "acknowledged" : refused ? "refused" : "failed";
    return { title, sentAt, answeredAt: performance.now(), outcome, status: reply.status, detail: reply.text.slice(0, 200) };
  } catch (error) {
    const detail = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${HANG_MS / 1000} s` : String(error);
    return { title, sentAt, answeredAt: performance.now(), outcome: "failed", status: 0, detail };
  }
}

/** Connections the cache's listener (src/platform/cache/broadcast.ts) holds on `name`, LISTEN done. */
async function listening(adminUrl: string, name: string) {
  const result = await admin(
    adminUrl,
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${name}' AND application_name = 'onsite-cache-listener' AND query ILIKE 'LISTEN%'`,
  );
  return (result.rows[0] as { n: number }).n > 0;
}

export async function measureRestart(site: SeededSite, database: BenchDatabase, options: RestartOptions): Promise<RestartFigures> {
  const url = database.env.DATABASE_URL;
  const adminUrl = database.adminUrl;
  if (database.kind !== "postgres" || !url || !adminUrl) throw new Error("the restart figure needs a PostgreSQL database and its admin connection");
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const problems: string[] = [];
  if (!(await listening(adminUrl, name))) problems.push("the cache's LISTEN connection was not there before the outage");

  const watch = watchForStalePages(site);
  const attempts: Attempt[][] = Array.from({ length: options.editors }, () => []);
  const sections = attempts.map((_, i) => site.sections[i % site.sections.length]!);
  const pagesDuringOutage: Record<string, number> = {};
  let running = true;
  let downAt = Infinity;
  let upAt = Infinity;
  /** The first save acknowledged after the database came back: its editor and attempt. */
  let firstBack: { editor: number; index: number; at: number } | undefined;
  let pageAt: number | undefined;
  let listenAt: number | undefined;
  let stale: StaleFigures | undefined;

  const edit = async (editor: number) => {
    const section = sections[editor]!;
    while (running) {
      const title = newTitle(section.title);
      watch.sending(section.id, title);
      const attempt = await attemptSave(site, section.id, title);
      attempts[editor]!.push(attempt);
      if (attempt.outcome === "acknowledged") {
        watch.acknowledged(section.id, title);
        if (!firstBack && attempt.answeredAt >= upAt) firstBack = { editor, index: attempts[editor]!.length - 1, at: attempt.answeredAt };
      } else await sleep(RETRY_MS);
    }
  };
  /** One visitor: counts the page's statuses during the outage, and notes when a page first shows a save made after it. */
  const visit = async () => {
    while (running) {
      const back = firstBack;
      const page = await timedGet(site).catch(() => ({ status: 0, html: "", cache: "" }));
      const at = performance.now();
      const key = `${page.status}${page.cache ? ` ${page.cache}` : ""}`;
      if (at >= downAt && at < upAt) pagesDuringOutage[key] = (pagesDuringOutage[key] ?? 0) + 1;
      if (back && pageAt === undefined && page.status === 200 && attempts[back.editor]!.slice(back.index).some((a) => page.html.includes(a.title))) pageAt = at;
    }
  };

  const { visitors } = await withVisitors(
    site,
    options.visitorConnections,
    async () => {
      const work = [...attempts.map((_, editor) => edit(editor)), visit()];
      try {
        await sleep(options.beforeSeconds * 1000);
        const letIn = onCleanUp(`allow connections to ${name}`, async () => {
          await admin(adminUrl, `ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
        });
        try {
          await admin(adminUrl, `ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
          downAt = performance.now();
          const closed = await admin(adminUrl, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
          if (!closed.rowCount) problems.push("the outage closed no connection: the server held none");
          await sleep(options.outageSeconds * 1000);
          // On a busy machine a save may not reach the database in that time: keep it away until one was refused.
          while (!attempts.some((list) => list.some((a) => a.outcome === "refused")) && performance.now() - downAt < HANG_MS) await sleep(50);
        } finally {
          await letIn();
        }
        upAt = performance.now();
        while ((!firstBack || pageAt === undefined || listenAt === undefined) && performance.now() - upAt < 3 * RECOVERY_MS) {
          if (listenAt === undefined && (await listening(adminUrl, name))) listenAt = performance.now();
          await sleep(50);
        }
        await sleep(options.afterSeconds * 1000);
      } finally {
        running = false;
        await Promise.all(work);
        stale = await watch.stop();
      }
    },
    { failuresExpected: true },
  );

  // Afterwards, in the database itself: each section must hold its last acknowledged title or a later one, and
  // every save keeps a revision in its transaction (the newest 50 per section are kept): each acknowledged save
  // among a section's last 50 must have one; a refused save must be in neither.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const stored = new Map<number, string>();
  const revisions = new Map<number, Set<string>>();
  try {
    const ids = sections.map((s) => s.id);
    const titles = await client.query<{ id: number; title: string }>("SELECT id, section_title AS title FROM template_sections WHERE id = ANY($1)", [ids]);
    for (const row of titles.rows) stored.set(row.id, row.title);
    const kept = await client.query<{ id: string; title: string }>(
      "SELECT record_id AS id, snapshot->>'section_title' AS title FROM revisions WHERE record_type = 'template_section' AND record_id = ANY($1)",
      [ids.map(String)],
    );
    for (const row of kept.rows) revisions.set(Number(row.id), (revisions.get(Number(row.id)) ?? new Set()).add(row.title));
  } finally {
    await client.end();
  }
  let lost = 0;
  let refusedStored = 0;
  attempts.forEach((list, editor) => {
    const section = sections[editor]!;
    const title = stored.get(section.id) ?? "";
    const kept = revisions.get(section.id) ?? new Set();
    const at = list.findLastIndex((a) => a.title === title);
    const recent = (i: number) => i >= list.length - REVISIONS_KEPT;
    const missing = list.filter((a, i) => a.outcome === "acknowledged" && (i > at || (recent(i) && !kept.has(a.title))));
    const storedRefused = list.filter((a, i) => a.outcome === "refused" && (i === at || (recent(i) && kept.has(a.title))));
    lost += missing.length;
    refusedStored += storedRefused.length;
    if (missing.length) {
      problems.push(
        `section ${section.id}: ${missing.length} acknowledged saves not in the database (it holds "${title}"; missing: "${missing.map((a) => a.title).join('", "')}")`,
      );
    }
    if (storedRefused.length) {
      problems.push(
        `section ${section.id}: refused saves stored all the same (the 503 said nothing was changed): "${storedRefused.map((a) => a.title).join('", "')}"`,
      );
    }
  });
  const page = await timedGet(site);
  const notShown = sections.filter((s) => !page.html.includes(stored.get(s.id) ?? "\0"));
  if (page.status !== 200 || notShown.length)
    problems.push(
      `after recovery the page (${page.status}, x-onsite-cache: ${page.cache || "none"}) does not show the stored titles of sections ${notShown.map((s) => s.id).join(", ")}`,
    );

  const all = attempts.flat();
  const failed = all.filter((a) => a.outcome === "failed");
  const byStatus = new Map<number, Attempt[]>();
  for (const a of failed) byStatus.set(a.status, [...(byStatus.get(a.status) ?? []), a]);
  for (const [status, list] of byStatus) {
    const first = list[0]!;
    const when = first.sentAt >= downAt && first.sentAt < upAt ? "during the outage" : first.sentAt < downAt ? "before the outage" : "after the outage";
    problems.push(
      `${list.length} saves failed with ${status || "no answer"} (first ${when}, after ${Math.round(first.answeredAt - first.sentAt)} ms: ${first.detail})`,
    );
  }
  const during = all.filter((a) => a.sentAt >= downAt && a.sentAt < upAt);
  const refused = all.filter((a) => a.outcome === "refused").length;
  if (!refused) problems.push("no save was refused: the outage did not reach the saves");
  const longestOutageAnswerMs = round(Math.max(0, ...during.map((a) => a.answeredAt - a.sentAt)));
  if (longestOutageAnswerMs >= HANG_MS) problems.push(`a save during the outage took ${longestOutageAnswerMs} ms (target < ${HANG_MS} ms)`);
  const since = (at: number | undefined) => (at === undefined ? null : Math.round(at - upAt));
  const recovery = { saveMs: since(firstBack?.at), listenMs: since(listenAt), pageMs: since(pageAt) };
  for (const [what, value] of [
    ["the first acknowledged save", recovery.saveMs],
    ["the cache's LISTEN connection", recovery.listenMs],
    ["a page showing a save made after", recovery.pageMs],
  ] as const) {
    if (value === null || value > RECOVERY_MS)
      problems.push(`${what} came ${value === null ? "not at all" : `${value} ms`} after the database returned (target <= ${RECOVERY_MS} ms)`);
  }
  if (stale?.stale) problems.push(`${stale.stale} stale pages around the outage: ${stale.examples.join("; ")}`);

  return {
    acknowledged: all.filter((a) => a.outcome === "acknowledged").length,
    refused,
    failed: failed.length,
    lost,
    refusedStored,
    outageMs: Math.round(upAt - downAt),
    recovery,
    longestOutageAnswerMs,
    pagesDuringOutage,
    visitors,
    stale,
    problems,
  };
}
