"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useEffect, useState } from "react";
import type { Metric } from "../schema";
import { MetricCard, type MetricCardActions } from "./metric-card";

/**
 * The section's metrics as a sortable grid. Drag a handle with the mouse, or
 * focus it and press Space, move with the arrow keys, Space again to drop
 * (Escape cancels). `onReorder` gets the new order after a drop.
 */
export function MetricList({ metrics, onReorder, actions }: { metrics: Metric[]; onReorder: (next: Metric[]) => void; actions: MetricCardActions }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [dragging, setDragging] = useState(false);
  // Announcements must live inside the dialog: Radix hides everything outside it from assistive tech.
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
  useCancelDialogEscapeWhile(dragging);

  const titleOf = (id: UniqueIdentifier | undefined) => metrics.find((m) => m.id === id)?.title ?? "metric";
  const positionOf = (id: UniqueIdentifier | undefined) => metrics.findIndex((m) => m.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${metrics.length}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${metrics.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${metrics.length}.` : `${titleOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Reordering cancelled. ${titleOf(active.id)} returned to position ${positionOf(active.id)}.`,
  };

  const end = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    const from = metrics.findIndex((m) => m.id === active.id);
    const to = metrics.findIndex((m) => m.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(metrics, from, to));
  };

  return (
    <div ref={setLiveRegion} className="@container">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => setDragging(true)}
        onDragCancel={() => setDragging(false)}
        onDragEnd={end}
        accessibility={{
          announcements,
          container: liveRegion ?? undefined,
          screenReaderInstructions: { draggable: "To reorder, press Space, move with the arrow keys, and press Space again to drop. Escape cancels." },
        }}
      >
        <SortableContext items={metrics.map((m) => m.id)} strategy={rectSortingStrategy}>
          <ol className="grid gap-2 @2xl:grid-cols-2" aria-label="Metrics in this section">
            {metrics.map((metric, index) => (
              <MetricCard key={metric.id} metric={metric} position={index + 1} actions={actions} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

/** While dragging, Escape cancels the drag only, not the dialog around the list. */
function useCancelDialogEscapeWhile(active: boolean) {
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
