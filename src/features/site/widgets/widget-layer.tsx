"use client";

import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { useSite } from "@/platform/tenancy/site-context";
import { basePath } from "../base-path";
import { LayerContext, type Layer, type MountedWidget } from "@/ui/widgets/layer-context";
import { reservedTopOffset, TOP_OFFSET_VARIABLE, widgetsReady, widgetsToMount } from "./mount";
import type { WidgetDefinition, WidgetPlace, WidgetProps, WidgetSettings } from "@/ui/widgets/types";
import { WidgetSlot } from "@/ui/widgets/widget-slot";

/** Each widget's code is asked for once per page view; a failed load may be tried again on the next path. */
const loads = new Map<string, Promise<ComponentType<WidgetProps>>>();
function loadWidget(widget: WidgetDefinition) {
  let load = loads.get(widget.id);
  if (!load) {
    load = widget.load().then((module) => module.default);
    load.catch(() => loads.delete(widget.id));
    loads.set(widget.id, load);
  }
  return load;
}

/**
 * The visitor widget layer (docs/decisions.md "Widget layer"), beside the
 * members' editing layer: after hydration it mounts the `widgets` (the list the
 * composition module src/app/widgets.tsx gives it) whose place has a slot on the
 * page and whose `shouldMount` says so, each from its own chunk. Inside the layout's `SiteProvider` and
 * `ViewerProvider`, whose one session answer the widgets share. While the
 * server renders (and during hydration) it mounts nothing: the HTML is the same
 * for every visitor. It also ends the page with the `overlay` slot, and puts
 * the room reserved above the header (`reserveTop`) into the page's HTML (an inline
 * script setting the offset variable on `<html>` as the page is parsed).
 */
export function WidgetLayer({ widgets, children }: { widgets: readonly WidgetDefinition[]; children: ReactNode }) {
  const site = useSite();
  const path = basePath(usePathname());
  const settings = useMemo<WidgetSettings>(() => {
    const { messages, ...rest } = site;
    void messages;
    return rest;
  }, [site]);
  const [places, setPlaces] = useState<ReadonlyMap<WidgetPlace, number>>(() => new Map());
  // The widgets' components once loaded, by id; what is mounted follows from the path, the settings and the slots.
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ComponentType<WidgetProps>>>(() => new Map());
  // Widgets whose code could not be loaded: those mounting `after` them wait no longer.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());

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

  useEffect(() => {
    let live = true;
    for (const definition of chosen) {
      loadWidget(definition).then(
        (Component) => live && setLoaded((current) => (current.get(definition.id) === Component ? current : new Map(current).set(definition.id, Component))),
        (error: unknown) => {
          console.error(`The widget "${definition.id}" could not be loaded.`, error);
          if (live) setFailed((current) => (current.has(definition.id) ? current : new Set(current).add(definition.id)));
        },
      );
    }
    return () => {
      live = false;
    };
  }, [chosen]);

  const mounted = useMemo<MountedWidget[]>(() => widgetsReady(chosen, loaded, failed), [chosen, loaded, failed]);
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
