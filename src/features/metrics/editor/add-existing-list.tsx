"use client";

import { ErrorState, LoadingState } from "@/ui/query-states";
import { Plus, Search } from "lucide-react";
import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/ui/button";
import { Modal } from "@/ui/modal";
import type { Metric } from "../schema";
import { errorMessage, fetchMetrics, METRIC_ERRORS, METRICS_KEY } from "./metrics-api";
import { plainText } from "@/platform/sanitize/plain-text";
import { MetricThumb } from "./metric-thumb";

/** The library metrics not yet in the section, with a search box; Add puts one in the section. */
export function AddExistingList({
  open,
  onOpenChange,
  sectionMetricIds,
  addingId,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sectionMetricIds: readonly number[];
  /** The metric being added, if any. */
  addingId: number | null;
  onAdd: (metric: Metric) => void;
}) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const library = useQuery({ queryKey: METRICS_KEY, queryFn: fetchMetrics, enabled: open });
  const needle = query.trim().toLowerCase();
  const available = (library.data ?? []).filter(
    (metric) =>
      !sectionMetricIds.includes(metric.id) &&
      (!needle || metric.title.toLowerCase().includes(needle) || plainText(metric.description).toLowerCase().includes(needle)),
  );
  const close = (next: boolean) => {
    if (!next) setQuery("");
    onOpenChange(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Add existing metric"
      description="Metrics from your library that this section does not show yet."
      size="md"
      stacked
    >
      <div className="space-y-3">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search metrics
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" aria-hidden />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search metrics"
            autoComplete="off"
            className="block w-full rounded-md border border-gray-300 py-2 pr-3 pl-9 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none"
          />
        </div>
        {library.isPending ? (
          <LoadingState label="Loading metrics..." />
        ) : library.isError ? (
          <ErrorState message={errorMessage(library.error, METRIC_ERRORS.load)} onRetry={() => void library.refetch()} />
        ) : available.length === 0 ? (
          <p className="py-8 text-center text-sm text-gray-500" role="status">
            {needle ? "No metrics match your search." : "Every metric in your library is already in this section."}
          </p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label="Available metrics">
            {available.map((metric) => (
              <li key={metric.id} className="flex items-center gap-3 px-3 py-2.5" data-library-metric-id={metric.id}>
                <MetricThumb url={metric.image} rounded={metric.is_image_rounded_full} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-gray-900">{metric.title}</p>
                  <p className="truncate text-xs text-gray-500">{plainText(metric.description)}</p>
                </div>
                <Button
                  onClick={() => onAdd(metric)}
                  aria-label={`Add ${metric.title}`}
                  busy={addingId === metric.id}
                  busyLabel="Adding..."
                  disabled={addingId !== null}
                  className="!px-2.5 !py-1.5 !text-xs"
                >
                  <Plus className="size-3.5" aria-hidden /> Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
