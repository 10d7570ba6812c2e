/** Figures 2-4: render on a cache miss, save latency, save to visible. */
import { expectStatus, timedGet } from "./client";
import { withVisitors, type Throughput } from "./load";
import type { SeededSite } from "./seed";
import { watchForStalePages, type StaleFigures } from "./stale";
import { latency, type Latency } from "./stats";

let counter = 0;
export const newTitle = (base: string) => `${base} ${Date.now().toString(36)}x${(counter++).toString(36)}`;

/** PUTs a section's title; resolves to the save's latency (ms); throws unless it answered 200. */
export async function save(site: SeededSite, section: SeededSite["sections"][number], title: string) {
  const started = performance.now();
  await expectStatus(200, site, `/api/template-sections/${section.id}`, { method: "PUT", token: site.token, body: { section_title: title } });
  return performance.now() - started;
}

const sectionAt = (site: SeededSite, i: number) => site.sections[i % site.sections.length]!;

/**
 * What a render after a section save reloads: `keyed`, the section's own record (the save
 * alone); `page`, the save and then a page layout save of the same order (its page's key:
 * the page's block lists and every record reload, as after a section save before record
 * keys); `organization`, the save and then POST /api/revalidate (a save that changes the
 * whole organization, as every save did before saves named their keys: every cached read
 * of the organization reloads).
 */
export type Reload = "keyed" | "page" | "organization";

/** PUT a title (and what `reload` adds), then time the next GET; it must be a render (not `x-onsite-cache: HIT`) showing the title. */
export async function missRender(site: SeededSite, i: number, reload: Reload = "keyed"): Promise<number> {
  const section = sectionAt(site, i);
  const title = newTitle(section.title);
  await save(site, section, title);
  if (reload === "organization")
    await expectStatus(200, site, "/api/revalidate", { method: "POST", token: site.token, body: { tag: `org-${site.organizationId}` } });
  if (reload === "page") {
    const orders = await expectStatus<{ id: number; order: number }[]>(200, site, "/api/template-sections?url_page=/");
    const sections = orders.body.map(({ id, order }) => ({ id, order, type: "template_section" }));
    await expectStatus(200, site, "/api/page-layout", { method: "PUT", token: site.token, body: { url_page: "/", sections } });
  }
  const page = await timedGet(site);
  if (page.status !== 200) throw new Error(`after a save the home page answered ${page.status}`);
  if (!page.html.includes(title)) throw new Error(`the first GET after a save does not show the new title "${title}" (x-onsite-cache: "${page.cache}")`);
  if (page.cache === "HIT") throw new Error(`the first GET after a save was a cache hit (x-onsite-cache: HIT), not a render`);
  return page.ms;
}

/** Renders after a save, each way of `reloads` in turn, `rounds` of each: p50 and p99 of each. */
export async function measureMissRenders<R extends Reload>(site: SeededSite, rounds: number, reloads: readonly R[]): Promise<Record<R, Latency>> {
  const times = new Map<R, number[]>(reloads.map((reload) => [reload, []]));
  for (let i = 0; i < rounds; i++) for (const reload of reloads) times.get(reload)!.push(await missRender(site, i, reload));
  return Object.fromEntries(reloads.map((reload) => [reload, latency(times.get(reload)!)])) as Record<R, Latency>;
}

/** Figure 2: PUT a title, then time the next GET (a render showing the title). */
export async function measureMissRender(site: SeededSite, rounds: number): Promise<Latency> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push(await missRender(site, i));
  return latency(times);
}

/**
 * Figure 2 before and after keyed invalidation (issue 39), in the same run, rounds
 * taking turns: the render after a section save (its page's blocks reload, the
 * organization's other reads stay cached), and after a section save followed by an
 * organization-wide one (every read reloads, as after any save before).
 */
export async function measureMissRenderKeyedAndWhole(site: SeededSite, rounds: number): Promise<{ keyed: Latency; wholeOrganization: Latency }> {
  // Not counted: the first saves and renders of each way after the visitor load (code paths not yet
  // compiled, a heap grown under load), as bench/render-split.ts does before its rounds.
  await measureMissRenders(site, Math.ceil(rounds / 4), ["keyed", "organization"]);
  const { keyed, organization } = await measureMissRenders(site, rounds, ["keyed", "organization"]);
  return { keyed, wholeOrganization: organization };
}

export type SaveFigures = Latency & { visitors?: Throughput; stale?: StaleFigures };

/**
 * Figure 3: `editors` concurrent editors, each saving its own section in a loop for
 * `seconds`. With visitors, two more of them check every page they get for staleness.
 */
export async function measureSaveLatency(site: SeededSite, options: { editors: number; seconds: number; visitorConnections?: number }): Promise<SaveFigures> {
  const watch = options.visitorConnections ? watchForStalePages(site) : undefined;
  let stale: StaleFigures | undefined;
  const { value, visitors } = await withVisitors(site, options.visitorConnections, async () => {
    const deadline = performance.now() + options.seconds * 1000;
    const times: number[] = [];
    try {
      await Promise.all(
        Array.from({ length: options.editors }, async (_, editor) => {
          const section = sectionAt(site, editor);
          while (performance.now() < deadline) {
            const title = newTitle(section.title);
            watch?.sending(section.id, title);
            times.push(await save(site, section, title));
            watch?.acknowledged(section.id, title);
          }
        }),
      );
    } finally {
      stale = await watch?.stop();
    }
    return latency(times);
  });
  return { ...value, visitors, stale };
}

/** `lost`: saves still not on the page after the time limit (each one also in `problems`). */
export type VisibleFigures = Latency & { maxPolls: number; lost: number; problems: string[] };

/**
 * Figure 4: after each save's response, poll the page as fast as possible until it
 * shows the change; time from the save's response to that page's last byte.
 */
export async function measureSaveToVisible(
  site: SeededSite,
  options: { saves: number; timeoutMs: number; visitorConnections?: number },
): Promise<VisibleFigures> {
  const { value } = await withVisitors(site, options.visitorConnections, async () => {
    const times: number[] = [];
    const problems: string[] = [];
    let maxPolls = 0;
    for (let i = 0; i < options.saves; i++) {
      const section = sectionAt(site, i);
      const title = newTitle(section.title);
      await save(site, section, title);
      const saved = performance.now();
      for (let polls = 1; ; polls++) {
        const page = await timedGet(site);
        if (page.status === 200 && page.html.includes(title)) {
          times.push(performance.now() - saved);
          maxPolls = Math.max(maxPolls, polls);
          break;
        }
        if (performance.now() - saved > options.timeoutMs) {
          // Reported, not thrown: the table still prints; the benchmark then exits 1.
          problems.push(
            `a save was lost: "${title}" not on the page after ${options.timeoutMs} ms ` +
              `(${polls} GETs${options.visitorConnections ? " under visitor load" : ""}, last status ${page.status}, x-onsite-cache: "${page.cache}")`,
          );
          break;
        }
      }
    }
    return { ...latency(times), maxPolls, lost: problems.length, problems };
  });
  return value;
}
