import type { BrowserContext, Page } from "playwright-core";
import { nextFrames } from "./browser";

/** One layout shift as the page recorded it: its score, whether input caused it, and what moved. */
export type Shift = { value: number; hadRecentInput: boolean; sources: string[] };

/**
 * Records every layout shift of the context's pages from their first byte (the Layout
 * Instability API, PerformanceObserver 'layout-shift', buffered), each with what moved:
 * its tag and classes, its closest widget or landmark, and its rectangles before and after.
 */
export async function watchLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: Shift[] = [];
    const take = (entries: PerformanceEntryList) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      // What moved, enough to find it: its tag and classes, its closest marked ancestor, and where it was and went.
      const describe = (source: Source) => {
        const node = source.node;
        const name = node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.getAttribute("class") ?? ""}">` : String(node?.nodeName);
        const marked = node instanceof Element ? node.closest("[data-widget],[data-schedule-meeting],header,footer,main")?.outerHTML.slice(0, 80) : undefined;
        return `${name} in ${marked ?? "?"}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`;
      };
      for (const entry of entries as unknown as { value: number; hadRecentInput: boolean; sources?: Source[] }[]) {
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, sources: (entry.sources ?? []).map(describe) });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    (window as unknown as { layoutShifts: () => Shift[] }).layoutShifts = () => {
      take(observer.takeRecords());
      return shifts;
    };
  });
}

/** The page's shifts so far, once two frames have passed (any shift of the last change has been reported). */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  await nextFrames(page);
  return page.evaluate(() => (window as unknown as { layoutShifts: () => Shift[] }).layoutShifts());
}

/** Cumulative Layout Shift: the shifts not caused by the visitor's own input. */
export const cls = (shifts: Shift[]) => shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
