"use client";

import { Library, Plus } from "lucide-react";
import { Button } from "@/ui/button";
import { MetricManager, type MetricManagerProps } from "@/features/metrics";

export const SAVE_FIRST = "Save the section first to add metrics";

/** Create mode: the metric actions exist but wait for the section to be saved. */
function PendingMetrics() {
  return (
    <section aria-labelledby="section-metrics-heading" className="rounded-xl border border-dashed border-gray-300 bg-gray-50/60 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="section-metrics-heading" className="text-sm font-semibold text-gray-900">
          Cards
        </h3>
        <div className="flex gap-2">
          <span title={SAVE_FIRST}>
            <Button disabled title={SAVE_FIRST} aria-describedby="section-metrics-prompt">
              <Plus aria-hidden className="size-4" /> Create metric
            </Button>
          </span>
          <span title={SAVE_FIRST}>
            <Button disabled title={SAVE_FIRST} aria-describedby="section-metrics-prompt">
              <Library aria-hidden className="size-4" /> Add existing
            </Button>
          </span>
        </div>
      </div>
      <p id="section-metrics-prompt" className="mt-4 text-center text-sm font-medium text-gray-600">
        Save Section to Add Metrics
      </p>
      <p className="mt-1 text-center text-xs text-gray-500">{SAVE_FIRST}.</p>
    </section>
  );
}

/** The metrics of the section: disabled until it exists (spec), then the metric manager over the editor's staged list. */
export function MetricsArea({ exists, ...manager }: { exists: boolean } & MetricManagerProps) {
  if (!exists) return <PendingMetrics />;
  return (
    <div className="rounded-xl border border-gray-200 p-5">
      <MetricManager {...manager} />
    </div>
  );
}
