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

type Ending = { handleEnd(event: KeyboardEvent): void; onsiteEnding?: boolean };
const dropNow = (KeyboardSensor.prototype as unknown as Ending).handleEnd;

/**
 * dnd-kit's keyboard sensor, with the drop made after the move before it has
 * landed. dnd-kit finds what the item is over in the render after an arrow key;
 * a Space pressed in the same frame (a fast typist, a switch device, a test)
 * dropped the item back where it was while the move was announced (issue 18
 * item 21). The drop now waits two frames (at most 100 ms), so it lands where
 * the last arrow key put the item; the key's default action (a click on the handle) is
 * prevented at once.
 */
class SettledKeyboardSensor extends KeyboardSensor {}
(SettledKeyboardSensor.prototype as unknown as Ending).handleEnd = function (this: Ending, event: KeyboardEvent) {
  event.preventDefault();
  if (this.onsiteEnding) return;
  this.onsiteEnding = true;
  // Two frames, or 100 ms where the page gets no frames (a hidden or busy tab): whichever comes first.
  let dropped = false;
  const drop = () => {
    if (dropped) return;
    dropped = true;
    dropNow.call(this, event);
  };
  requestAnimationFrame(() => requestAnimationFrame(drop));
  setTimeout(drop, 100);
};

/**
 * Pointer (after 4 px, so clicks stay clicks) and keyboard sensors. The keyboard
 * scrolls a list's container at once, not smoothly: what the item is over is
 * known in the next frame, and a drop never waits on an animation.
 */
export function useSortSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(SettledKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: "auto" }),
  );
}

/** What screen readers hear while an item moves: its name and position, "of" the list's length. */
export function sortAnnouncements(
  nameOf: (id: UniqueIdentifier | undefined) => string,
  positionOf: (id: UniqueIdentifier | undefined) => number,
  count: number,
): Announcements {
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
