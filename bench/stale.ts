/**
 * Visitors who read what they get while editors save (issue 26, target 2): every page
 * must hold each section's title as of its last save acknowledged before the page was
 * asked for, or a later one. Titles are registered before their save is sent (a page
 * may show a save still under way), and marked acknowledged when it answered 200.
 */
import { timedGet } from "./client";
import type { SeededSite } from "./seed";

export type StaleFigures = { checked: number; stale: number; examples: string[] };

export function watchForStalePages(site: SeededSite, readers = 2) {
  /** Per section: every title sent, in order, and the index of the last one acknowledged. */
  const sections = new Map<number, { titles: string[]; acknowledged: number }>();
  let running = true;
  let checked = 0;
  const examples: string[] = [];
  let stale = 0;

  const read = async () => {
    while (running) {
      const asked = [...sections.entries()].map(([id, s]) => ({ id, titles: s.titles, from: s.acknowledged }));
      const page = await timedGet(site);
      if (page.status !== 200) continue; // failures are the load's own figure
      checked++;
      for (const { id, titles, from } of asked) {
        if (from < 0) continue;
        let shown = -1;
        for (let i = titles.length - 1; i >= from && shown < 0; i--) if (page.html.includes(titles[i]!)) shown = i;
        if (shown < 0) {
          stale++;
          if (examples.length < 3)
            examples.push(
              `section ${id}: "${titles[from]}" was acknowledged before the GET, the page (x-onsite-cache: ${page.cache || "none"}) shows an older title`,
            );
        }
      }
    }
  };
  const loops = Array.from({ length: readers }, read);

  return {
    /** Before the save is sent. */
    sending(sectionId: number, title: string) {
      const entry = sections.get(sectionId) ?? { titles: [], acknowledged: -1 };
      entry.titles.push(title);
      sections.set(sectionId, entry);
    },
    /** After it answered 200. */
    acknowledged(sectionId: number, title: string) {
      const entry = sections.get(sectionId)!;
      entry.acknowledged = Math.max(entry.acknowledged, entry.titles.lastIndexOf(title));
    },
    async stop(): Promise<StaleFigures> {
      running = false;
      await Promise.all(loops);
      return { checked, stale, examples };
    },
  };
}
