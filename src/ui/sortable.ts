"use client";

import { KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type UniqueIdentifier } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useEffect } from "react";

/**
 * Shared pieces of the drag-reorder lists in editors (dnd-kit): drag a handle
 * with the pointer, or focus it and press Space, move with the arrow keys, Space
 * again to drop, Escape to cancel; screen readers hear every step.
 */
export const SORT_INSTRUCTIONS = "To reorder, press Space, move with the arrow keys, and press Space again to drop. Escape cancels.";

/** Pointer (after 4 px, so clicks stay clicks) and keyboard sensors. */
export function useSortSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** What screen readers hear while an item moves: its name and position, "of" the list's length. */
export function sortAnnouncements(nameOf: (id: UniqueIdentifier | undefined) => string, positionOf: (id: UniqueIdentifier | undefined) => number, count: number): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${count}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${count}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} returned to position ${positionOf(active.id)}.`,
  };
}

/** While dragging, Escape cancels the drag only, not the dialog around the list. */
export function useCancelDialogEscapeWhile(active: boolean) {
  useEffect(() => {
    if (!active) return;
    // Window capture runs before Radix's document listener, which skips prevented events.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [active]);
}
