"use client";

import { arrayMove } from "@dnd-kit/sortable";
import { SortableList } from "@/ui/sortable-list";
import type { Metric } from "../schema";
import { MetricCard, type MetricCardActions } from "./metric-card";

/**
 * The section's metrics as a sortable grid (src/ui/sortable-list.tsx). Drag a
 * handle with the mouse, or focus it and press Space, move with the arrow keys,
 * Space again to drop (Escape cancels). `onReorder` gets the new order after a drop.
 */
export function MetricList({ metrics, onReorder, actions }: { metrics: Metric[]; onReorder: (next: Metric[]) => void; actions: MetricCardActions }) {
  return (
    <div className="@container">
      <SortableList
        items={metrics}
        layout="grid"
        label="Metrics in this section"
        region="metrics"
        nameOf={(metric) => metric.title}
        onMove={(from, to) => onReorder(arrayMove(metrics, from, to))}
        className="grid gap-2 @2xl:grid-cols-2"
      >
        {(metric, index) => <MetricCard key={metric.id} metric={metric} position={index + 1} actions={actions} />}
      </SortableList>
    </div>
  );
}
