"use client";

import { GripVertical, ImageMinus, Pencil, Trash2 } from "lucide-react";
import type { Metric } from "../schema";
import { plainText } from "@/platform/sanitize/plain-text";
import { SortableRow } from "@/ui/sortable-list";
import { MetricThumb } from "./metric-thumb";

export type MetricCardActions = {
  onEdit: (metric: Metric) => void;
  onRemoveMedia: (metric: Metric) => void;
  onRemove: (metric: Metric) => void;
  /** The metric whose media is being removed, if any. */
  removingMediaId: number | null;
};

const iconButton =
  "rounded-md p-1.5 text-gray-500 transition hover:bg-gray-100 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none disabled:opacity-40";

/** One metric of the section: drag handle, thumbnail, title and description, actions. */
export function MetricCard({ metric, position, actions }: { metric: Metric; position: number; actions: MetricCardActions }) {
  const description = plainText(metric.description);
  return (
    <SortableRow
      id={metric.id}
      data-section-metric-id={metric.id}
      className="group relative flex items-center gap-3 rounded-xl border bg-white p-2.5 pr-2"
      idleClassName="border-gray-200 shadow-xs hover:border-gray-300"
    >
      {({ handleRef, attributes, listeners }) => (
        <>
          <button
            ref={handleRef}
            {...attributes}
            {...listeners}
            type="button"
            aria-label={`Reorder ${metric.title}`}
            className={`${iconButton} -ml-1 cursor-grab touch-none px-1 active:cursor-grabbing`}
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
          <MetricThumb url={metric.image} rounded={metric.is_image_rounded_full} />
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-1.5 text-sm font-medium text-gray-900">
              <span className="text-xs text-gray-600 tabular-nums" aria-hidden>
                {position}.
              </span>
              <span className="truncate">{metric.title}</span>
            </p>
            <p className="truncate text-xs text-gray-500">{description || "No description"}</p>
            {/* gray-700 on gray-100: 9.7:1 (gray-500 there was 4.39:1) */}
            <p className="mt-1 flex flex-wrap gap-1 text-[11px] text-gray-700">
              {metric.is_card_type && <span className="rounded bg-gray-100 px-1.5 py-px">Card</span>}
              {metric.is_image_rounded_full && <span className="rounded bg-gray-100 px-1.5 py-px">Round</span>}
              {!metric.is_title_displayed && <span className="rounded bg-gray-100 px-1.5 py-px">Title hidden</span>}
            </p>
          </div>
          <div className="flex shrink-0 items-center">
            <button type="button" className={iconButton} onClick={() => actions.onEdit(metric)} aria-label={`Edit ${metric.title}`} title="Edit">
              <Pencil className="size-4" aria-hidden />
            </button>
            {metric.image && (
              <button
                type="button"
                className={iconButton}
                onClick={() => actions.onRemoveMedia(metric)}
                disabled={actions.removingMediaId === metric.id}
                aria-label={`Remove media of ${metric.title}`}
                title="Remove media"
              >
                <ImageMinus className="size-4" aria-hidden />
              </button>
            )}
            <button
              type="button"
              className={`${iconButton} hover:bg-red-50 hover:text-red-600`}
              onClick={() => actions.onRemove(metric)}
              aria-label={`Remove ${metric.title}`}
              title="Remove"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </div>
        </>
      )}
    </SortableRow>
  );
}
