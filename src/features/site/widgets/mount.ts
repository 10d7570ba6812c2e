import type { WidgetDefinition, WidgetPlace, WidgetSettings } from "@/ui/widgets/types";
// The widget layer's offsets are src/ui's (the front thread, scripts/forward.ts, reads them too).
export { HEADER_HEIGHT_PX, TOP_BANNER_HEIGHT_PX, TOP_OFFSET_VARIABLE } from "@/ui/widgets/offsets";

/**
 * The widgets to load on a page: those whose place has a slot on it and whose
 * `shouldMount` says yes, in the list's order. A widget whose `shouldMount`
 * throws is left out (a broken widget must not stop the others).
 */
export function widgetsToMount(
  widgets: readonly WidgetDefinition[],
  places: ReadonlySet<WidgetPlace>,
  path: string,
  settings: WidgetSettings,
): WidgetDefinition[] {
  return widgets.filter((widget) => {
    if (!places.has(widget.place)) return false;
    try {
      return widget.shouldMount(path, settings) === true;
    } catch {
      return false;
    }
  });
}

/**
 * Of the widgets chosen for the page, those to mount now: loaded, and each widget its
 * `after` names either not chosen here, or already loaded, or failed to load. The
 * list's order is kept.
 */
export function widgetsReady<T>(
  chosen: readonly WidgetDefinition[],
  loaded: ReadonlyMap<string, T>,
  failed: ReadonlySet<string>,
): { definition: WidgetDefinition; Component: T }[] {
  const settled = (id: string) => loaded.has(id) || failed.has(id) || !chosen.some((other) => other.id === id);
  return chosen.flatMap((definition) => {
    const Component = loaded.get(definition.id);
    if (Component === undefined || !(definition.after ?? []).every(settled)) return [];
    return [{ definition, Component }];
  });
}

/** Whole, non-negative pixels; anything else (NaN, negative, a string) counts as 0. */
const pixels = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/**
 * The room (px) the page's server HTML reserves above the header: the sum of the
 * `reserveTop` of the widgets that mount on this path (slots aside: the server
 * decides before any slot has mounted, from the path and the settings alone).
 */
export function reservedTopOffset(widgets: readonly WidgetDefinition[], path: string, settings: WidgetSettings): number {
  let total = 0;
  for (const widget of widgets) {
    if (!widget.reserveTop) continue;
    try {
      if (widget.shouldMount(path, settings)) total += pixels(widget.reserveTop(path, settings));
    } catch {
      /* a broken widget reserves nothing */
    }
  }
  return total;
}

/** The header's top offset from the heights the mounted widgets above it report (by widget id). */
export function topOffset(heights: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const height of heights.values()) total += pixels(height);
  return total;
}
