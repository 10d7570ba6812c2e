import type { Metric } from "@/features/metrics";

/**
 * The section's metric list as the editor stages it (docs/decisions.md, "One
 * save model"): ids in order, saved with the section's fields on Update. The
 * metrics themselves live in `known`, the library as this editor last saw it,
 * so a library edit (immediate) never counts as an unsaved section change and
 * undo moves only the section's placement.
 */
export type KnownMetrics = Record<number, Metric>;

export const toKnown = (metrics: Metric[], into: KnownMetrics = {}): KnownMetrics => {
  const next = { ...into };
  for (const metric of metrics) next[metric.id] = metric;
  return next;
};

/** The staged ids that still exist (a metric deleted permanently drops out everywhere). */
export const liveIds = (ids: number[], known: KnownMetrics) => ids.filter((id) => known[id] !== undefined);

export const resolve = (ids: number[], known: KnownMetrics): Metric[] => liveIds(ids, known).map((id) => known[id]!);

export const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** `ids` with `id` put back at `index` (an undone removal), unless it is there already. */
export const insertAt = (ids: number[], id: number, index: number) => (ids.includes(id) ? ids : [...ids.slice(0, index), id, ...ids.slice(index)]);

const quoted = (titles: string[]) => {
  const q = titles.map((title) => `“${title}”`);
  return q.length < 2 ? q.join("") : `${q.slice(0, -1).join(", ")} and ${q.at(-1)}`;
};

/**
 * What "Discard changes?" adds when metrics created in this editor are not in the
 * stored section (docs/decisions.md, "A metric created, then the editor
 * cancelled"): they were saved to the library when created and stay there.
 */
export function keptMetricsNote(titles: string[]): string | null {
  if (titles.length === 0) return null;
  return titles.length === 1
    ? `The metric ${quoted(titles)} you created is already in your library and stays there, but it is not added to this section. Add it later with Add existing.`
    : `The metrics ${quoted(titles)} you created are already in your library and stay there, but they are not added to this section. Add them later with Add existing.`;
}
