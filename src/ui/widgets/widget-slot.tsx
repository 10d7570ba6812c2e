"use client";

import { useContext, useEffect, type ReactNode } from "react";
import { LayerContext } from "./layer-context";
import type { WidgetPlace } from "./types";
import { WidgetErrorBoundary } from "./widget-error-boundary";

/**
 * A place for widgets in the page's server HTML, the same for every visitor.
 * `children` stay in it whatever mounts (room a widget will take: invisible
 * sizers); `fallback` shows until a widget of this place has mounted (what a
 * signed-out visitor sees, so that nothing changes when the widget takes over), in
 * a `data-widget-fallback` element without a box of its own (display: contents), so
 * that the islands' widget layer, which has no React tree over the page, can hide it.
 * Each mounted widget sits in its own element marked `data-widget="{id}"`.
 */
export function WidgetSlot({ place, className, fallback, children }: { place: WidgetPlace; className?: string; fallback?: ReactNode; children?: ReactNode }) {
  const layer = useContext(LayerContext);
  const register = layer?.register;
  useEffect(() => register?.(place), [register, place]);
  const widgets = layer?.mounted.filter((widget) => widget.definition.place === place) ?? [];
  return (
    <div data-widget-slot={place} className={className}>
      {children}
      {widgets.length > 0
        ? widgets.map(({ definition, Component }) => (
            <div key={definition.id} data-widget={definition.id}>
              <WidgetErrorBoundary id={definition.id}>
                <Component {...layer!.props} />
              </WidgetErrorBoundary>
            </div>
          ))
        : fallback !== undefined && (
            <div data-widget-fallback="" className="contents">
              {fallback}
            </div>
          )}
    </div>
  );
}
