"use client";

import { useEffect, useLayoutEffect, useMemo } from "react";
import { createPortal } from "react-dom";
import type { MountedWidget } from "@/ui/widgets/layer-context";
import type { WidgetDefinition, WidgetProps, WidgetSettings } from "@/ui/widgets/types";
import { WidgetErrorBoundary } from "@/ui/widgets/widget-error-boundary";
import { FALLBACK_SELECTOR, slotPlaces, widgetsBySlot } from "./dom-slots";
import { widgetsToMount } from "./mount";
import { useMountedWidgets } from "./use-mounted-widgets";

/**
 * The visitor widget layer over a page the islands renderer wrote (DESIGN.md "Visitor
 * pages: HTML first, islands"): no React tree covers the page, so this one root finds the
 * page's slots in its HTML (`slots`, `[data-widget-slot]`) and renders each chosen widget
 * into its slot through a portal, with the same props, order and `after` rules as the App
 * Router's `WidgetLayer`; a slot's fallback is hidden once a widget of its place has mounted,
 * as `WidgetSlot` replaces it there. `onSettled` is called once every chosen widget has
 * mounted or failed to load (the entry's "islands ready").
 */
export function DomWidgetLayer({
  widgets,
  slots,
  path,
  settings,
  onSettled,
}: {
  widgets: readonly WidgetDefinition[];
  slots: readonly HTMLElement[];
  path: string;
  settings: WidgetSettings;
  onSettled?: () => void;
}) {
  const chosen = useMemo(() => widgetsToMount(widgets, slotPlaces(slots), path, settings), [widgets, slots, path, settings]);

  const { mounted, failed } = useMountedWidgets(chosen);
  const settled = chosen.every((definition) => failed.has(definition.id) || mounted.some((widget) => widget.definition.id === definition.id));
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  const props = useMemo<WidgetProps>(() => ({ path, settings }), [path, settings]);
  return widgetsBySlot(slots, mounted).map(({ slot, widgets: here }, index) => <SlotWidgets key={index} slot={slot} widgets={here} props={props} />);
}

/** One slot's widgets, each in its own `data-widget` element after the slot's server HTML. */
function SlotWidgets({ slot, widgets, props }: { slot: HTMLElement; widgets: readonly MountedWidget[]; props: WidgetProps }) {
  const filled = widgets.length > 0;
  useLayoutEffect(() => {
    const fallback = slot.querySelector<HTMLElement>(FALLBACK_SELECTOR);
    if (!fallback || !filled) return;
    fallback.hidden = true;
    return () => {
      fallback.hidden = false;
    };
  }, [slot, filled]);
  if (!filled) return null;
  return createPortal(
    widgets.map(({ definition, Component }) => (
      <div key={definition.id} data-widget={definition.id}>
        <WidgetErrorBoundary id={definition.id}>
          <Component {...props} />
        </WidgetErrorBoundary>
      </div>
    )),
    slot,
  );
}
