"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useSessionRecovery } from "@/platform/session";
import { SECTION_UPDATED_EVENT } from "@/features/editing/record";
import type { Metric, MetricInput, MetricUpdateInput } from "../schema";
import { createMetric, deleteMetric, errorMessage, METRIC_ERRORS, METRICS_KEY, updateFallback, updateMetric } from "./metrics-api";

/** How long a destructive action's toast offers Undo. */
export const UNDO_TOAST_MS = 8000;

/** Tells the editor about library changes (they are saved at once, unlike the section's list). */
export type LibraryEvents = {
  onSaved: (metric: Metric) => void;
  onDeleted: (id: number) => void;
};

/**
 * The metric manager's library operations (docs/decisions.md, "One save
 * model"): creating, editing, removing media and deleting a metric change the
 * organization's metric library at once and say so; the section's list is
 * staged by the editor and saved with Update. Each toasts its outcome,
 * refreshes the library query, and announces template-section-updated
 * (spec/editors.md §7): library edits show in every section using the metric,
 * and the editing shell renders the page under the editor again.
 */
export function useMetricActions(events: LibraryEvents) {
  const queryClient = useQueryClient();
  const announce = () => window.dispatchEvent(new Event(SECTION_UPDATED_EVENT));
  const recover = useSessionRecovery();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: METRICS_KEY });
    announce();
  };
  // An ended session offers sign-in over the open forms instead of a dead end.
  const failed = (fallback: string) => (error: unknown) => {
    if (recover(error)) return;
    toast.error(errorMessage(error, fallback));
  };

  const create = useMutation({
    mutationFn: (input: MetricInput) => createMetric(input),
    onSuccess: (metric) => {
      events.onSaved(metric);
      toast.success("Metric saved to your library", { description: "It is added to this section when you click Update." });
    },
    onError: failed(METRIC_ERRORS.create),
    onSettled: refresh,
  });

  const update = useMutation({
    mutationFn: ({ metric, changes }: { metric: Metric; changes: MetricUpdateInput }) => updateMetric(metric.id, { ...changes, version: metric.version }),
    onSuccess: (metric) => {
      events.onSaved(metric);
      toast.success("Saved to your library", { description: "It shows in every section using this metric." });
    },
    onError: (error, { changes }) => failed(updateFallback(changes))(error),
    onSettled: refresh,
  });

  /** Media removal is a library edit, saved at once; the toast's Undo saves the media back. */
  const removeMedia = useMutation({
    mutationFn: (metric: Metric) => updateMetric(metric.id, { image: null, version: metric.version }, METRIC_ERRORS.removeMedia),
    onSuccess: (saved, metric) => {
      events.onSaved(saved);
      toast.success("Media removed", {
        duration: UNDO_TOAST_MS,
        action: { label: "Undo", onClick: () => restoreMedia.mutate({ saved, image: metric.image }) },
      });
    },
    onError: failed(METRIC_ERRORS.removeMedia),
    onSettled: refresh,
  });

  const restoreMedia = useMutation({
    mutationFn: ({ saved, image }: { saved: Metric; image: Metric["image"] }) =>
      updateMetric(saved.id, { image, version: saved.version }, METRIC_ERRORS.updateField("image")),
    onSuccess: (metric) => {
      events.onSaved(metric);
      toast.success("Media restored");
    },
    onError: failed(METRIC_ERRORS.updateField("image")),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (metric: Metric) => deleteMetric(metric.id),
    onSuccess: (_, metric) => {
      // Its own queries ("Used in", still shown while the confirmation closes) would only answer 404 now.
      const own = [...METRICS_KEY, metric.id];
      void queryClient.cancelQueries({ queryKey: own });
      void queryClient.invalidateQueries({ queryKey: METRICS_KEY, predicate: (query) => query.queryKey[1] !== metric.id });
      announce();
      events.onDeleted(metric.id);
      toast.success("Metric deleted");
    },
    onError: failed(METRIC_ERRORS.delete),
    onSettled: (_, error) => error && refresh(),
  });

  return { create, update, removeMedia, delete: remove };
}

export type MetricActions = ReturnType<typeof useMetricActions>;
