"use client";

import { useEffect, useMemo, useState, type ComponentType } from "react";
import type { MountedWidget } from "@/ui/widgets/layer-context";
import type { WidgetDefinition, WidgetProps } from "@/ui/widgets/types";
import { loadWidget } from "./load-widget";
import { widgetsReady } from "./mount";

/**
 * Loads the `chosen` widgets' code (each once per page view) and answers those ready to
 * mount, in order, and the ids whose code could not be loaded (those mounting `after`
 * them wait no longer). One hook for both widget layers (the App Router's and the one
 * over the islands renderer's HTML).
 */
export function useMountedWidgets(chosen: readonly WidgetDefinition[]): { mounted: MountedWidget[]; failed: ReadonlySet<string> } {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ComponentType<WidgetProps>>>(() => new Map());
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
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
  const mounted = useMemo(() => widgetsReady(chosen, loaded, failed), [chosen, loaded, failed]);
  return { mounted, failed };
}
