"use client";

import { useEffect, useRef, type RefObject } from "react";
import type { Metric } from "../schema";

const HANDLES = '[data-section-metric-id] button[aria-label^="Reorder "]';

/**
 * When a metric leaves the list (removed or deleted), the control that opened
 * the dialog is gone with it. Focus then goes to the card now in its place, or
 * to the manager's first action when the list is empty, never back to the page.
 * Returns `expectRemoval(metric)`, to call when the removal succeeds.
 */
export function useFocusAfterRemoval(metrics: readonly Metric[], container: RefObject<HTMLElement | null>) {
  const pending = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    const removal = pending.current;
    if (!removal || metrics.some((m) => m.id === removal.id)) return;
    pending.current = null;
    const active = document.activeElement;
    // Only when focus was lost (to the page or the dialog itself): never take it from where the user went.
    if (active && active !== document.body && active.getAttribute("role") !== "dialog") return;
    const handles = container.current?.querySelectorAll<HTMLElement>(HANDLES) ?? [];
    const target = handles[Math.min(removal.index, handles.length - 1)] ?? container.current?.querySelector<HTMLElement>("[data-metric-action]");
    target?.focus();
  }, [metrics, container]);

  return (metric: Metric) => {
    pending.current = {
      id: metric.id,
      index: Math.max(
        0,
        metrics.findIndex((m) => m.id === metric.id),
      ),
    };
  };
}
