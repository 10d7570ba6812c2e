"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { Metric, MetricInput } from "../schema";
import {
  addMetricToSection,
  createMetric,
  deleteMetric,
  errorMessage,
  METRIC_ERRORS,
  METRICS_KEY,
  removeMetricFromSection,
  reorderSectionMetrics,
  updateMetric,
  type MetricChanges,
} from "./metrics-api";

/** The metric was created in the library but could not be added to the section. */
export class MetricNotAddedError extends Error {
  constructor(reason: unknown) {
    super(errorMessage(reason, METRIC_ERRORS.add));
    this.name = "MetricNotAddedError";
  }
}

/**
 * The metric manager's changes as TanStack mutations. Each one toasts its
 * outcome (the server's message or the spec's default) and, settled either way,
 * refetches: the library query, the section (`onChanged`) and the page under
 * the editor (`router.refresh()`).
 */
export function useMetricActions(sectionId: number, onChanged: () => void | Promise<unknown>) {
  const queryClient = useQueryClient();
  const router = useRouter();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: METRICS_KEY });
    try {
      const result: unknown = onChanged();
      if (result instanceof Promise) result.catch((error: unknown) => toast.error(errorMessage(error, METRIC_ERRORS.refresh)));
    } catch (error) {
      toast.error(errorMessage(error, METRIC_ERRORS.refresh));
    }
    router.refresh();
  };
  const failed = (fallback: string) => (error: unknown) => {
    toast.error(errorMessage(error, fallback));
  };

  const create = useMutation({
    mutationFn: async (input: MetricInput) => {
      const metric = await createMetric(input);
      await addMetricToSection(sectionId, metric.id).catch((error: unknown) => {
        throw new MetricNotAddedError(error);
      });
      return metric;
    },
    onSuccess: () => toast.success("Metric created"),
    onError: failed(METRIC_ERRORS.create),
    onSettled: refresh,
  });

  const add = useMutation({
    mutationFn: (metric: Metric) => addMetricToSection(sectionId, metric.id),
    onSuccess: () => toast.success("Metric added"),
    onError: failed(METRIC_ERRORS.add),
    onSettled: refresh,
  });

  const update = useMutation({
    mutationFn: ({ metric, changes }: { metric: Metric; changes: MetricChanges }) => updateMetric(metric.id, { ...changes, version: metric.version }),
    onSuccess: () => toast.success("Metric updated"),
    onError: failed(METRIC_ERRORS.update),
    onSettled: refresh,
  });

  const removeMedia = useMutation({
    mutationFn: (metric: Metric) => updateMetric(metric.id, { image: null, version: metric.version }, METRIC_ERRORS.removeMedia),
    onSuccess: () => toast.success("Media removed"),
    onError: failed(METRIC_ERRORS.removeMedia),
    onSettled: refresh,
  });

  const removeFromSection = useMutation({
    mutationFn: (metric: Metric) => removeMetricFromSection(sectionId, metric.id),
    onSuccess: () => toast.success("Metric removed from section"),
    onError: failed(METRIC_ERRORS.remove),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (metric: Metric) => deleteMetric(metric.id),
    onSuccess: () => toast.success("Metric deleted"),
    onError: failed(METRIC_ERRORS.delete),
    onSettled: refresh,
  });

  // Spec §8: a failed reorder is only logged; the refetch shows the stored order.
  const reorder = useMutation({
    mutationFn: (metricIds: number[]) => reorderSectionMetrics(sectionId, metricIds),
    scope: { id: `reorder-section-${sectionId}` }, // drops are saved one after another, in order
    onError: (error) => console.error("Failed to reorder metrics", error),
    onSettled: refresh,
  });

  return { create, add, update, removeMedia, removeFromSection, delete: remove, reorder };
}

export type MetricActions = ReturnType<typeof useMetricActions>;
