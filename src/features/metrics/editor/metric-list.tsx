"use client";

import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext } from "@dnd-kit/sortable";
import { useState } from "react";
import { SORT_INSTRUCTIONS, sortAnnouncements, useCancelDialogEscapeWhile, useSortSensors } from "@/ui/sortable";
import type { Metric } from "../schema";
import { MetricCard, type MetricCardActions } from "./metric-card";

/**
 * The section's metrics as a sortable grid. Drag a handle with the mouse, or
 * focus it and press Space, move with the arrow keys, Space again to drop
 * (Escape cancels). `onReorder` gets the new order after a drop.
 */
export function MetricList({ metrics, onReorder, actions }: { metrics: Metric[]; onReorder: (next: Metric[]) => void; actions: MetricCardActions }) {
  const sensors = useSortSensors();
  const [dragging, setDragging] = useState(false);
  // Announcements must live inside the dialog: Radix hides everything outside it from assistive tech.
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
  useCancelDialogEscapeWhile(dragging);

  const titleOf = (id: UniqueIdentifier | undefined) => metrics.find((m) => m.id === id)?.title ?? "metric";
  const positionOf = (id: UniqueIdentifier | undefined) => metrics.findIndex((m) => m.id === id) + 1;
  const announcements = sortAnnouncements(titleOf, positionOf, metrics.length);

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
          screenReaderInstructions: { draggable: SORT_INSTRUCTIONS },
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
