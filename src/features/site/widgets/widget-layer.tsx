"use client";

import { useCallback, useMemo, useState, type ReactNode } from "react";
import { usePath } from "@/platform/path";
import { useSite } from "@/platform/tenancy/site-context";
import { basePath } from "../base-path";
import { LayerContext, type Layer } from "@/ui/widgets/layer-context";
import { reservedTopOffset, TOP_OFFSET_VARIABLE, widgetsToMount } from "./mount";
import { useMountedWidgets } from "./use-mounted-widgets";
import type { WidgetDefinition, WidgetPlace, WidgetSettings } from "@/ui/widgets/types";
import { WidgetSlot } from "@/ui/widgets/widget-slot";

/**
 * The visitor widget layer (docs/decisions.md "Widget layer"), beside the
 * members' editing layer: after hydration it mounts the `widgets` (the list the
 * composition module src/app/widgets.tsx gives it) whose place has a slot on the
 * page and whose `shouldMount` says so, each from its own chunk. Inside the layout's `SiteProvider`;
 * the widgets share the page's one session answer (the viewer store, src/platform/session). While the
 * server renders (and during hydration) it mounts nothing: the HTML is the same
 * for every visitor. It also ends the page with the `overlay` slot, and puts
 * the room reserved above the header (`reserveTop`) into the page's HTML (an inline
 * script setting the offset variable on `<html>` as the page is parsed).
 */
export function WidgetLayer({ widgets, children }: { widgets: readonly WidgetDefinition[]; children: ReactNode }) {
  const site = useSite();
  const path = basePath(usePath());
  const settings = useMemo<WidgetSettings>(() => {
    const { messages, ...rest } = site;
    void messages;
    return rest;
  }, [site]);
  const [places, setPlaces] = useState<ReadonlyMap<WidgetPlace, number>>(() => new Map());

  const register = useCallback((place: WidgetPlace) => {
    const count = (change: number) =>
      setPlaces((current) => {
        const next = new Map(current);
        const value = (next.get(place) ?? 0) + change;
        if (value > 0) next.set(place, value);
        else next.delete(place);
        return next;
      });
    count(1);
    return () => count(-1);
  }, []);

  // Empty while the server renders and while the page hydrates: no slot has registered yet.
  const chosen = useMemo(() => widgetsToMount(widgets, new Set(places.keys()), path, settings), [widgets, places, path, settings]);

  const { mounted } = useMountedWidgets(chosen);
  const layer = useMemo<Layer>(() => ({ register, mounted, props: { path, settings } }), [register, mounted, path, settings]);
  const reserved = reservedTopOffset(widgets, path, settings);
  return (
    <LayerContext.Provider value={layer}>
      {/* A script, not a <style>: HTML permits no <style> in the body. It runs as the HTML is parsed, before the header paints
          (its hash is in the page's CSP like every inline script); without JavaScript there are no banners, so no room either. */}
      {reserved > 0 && (
        <script dangerouslySetInnerHTML={{ __html: `document.documentElement.style.setProperty(${JSON.stringify(TOP_OFFSET_VARIABLE)},"${reserved}px")` }} />
      )}
      {children}
      <WidgetSlot place="overlay" />
    </LayerContext.Provider>
  );
}
