"use client";

import { apiFetch, ApiError } from "@/platform/http/client";
import type { Metric, MetricInput, MetricUpdateInput } from "../schema";

/** The TanStack Query key of the organization's metrics library. */
export const METRICS_KEY = ["metrics"] as const;

/** Default messages (spec/editors.md §8) when the server sends none. */
export const METRIC_ERRORS = {
  load: "Failed to load available metrics",
  add: "Failed to add metric",
  create: "Failed to create metric",
  remove: "Failed to remove metric",
  delete: "Failed to delete metric",
  update: "Failed to update",
  /** An edit of one of these fields alone (spec/editors.md §8 "Failed to update title/description/image"). */
  updateField: (field: "title" | "description" | "image") => `Failed to update ${field}`,
  removeMedia: "Failed to remove media",
  refresh: "Failed to refresh section data",
} as const;

/** The server's message of a failed call, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return error instanceof Error && error.name === "MetricNotAddedError" ? error.message : fallback;
}

export const fetchMetrics = () => apiFetch<Metric[]>("/api/metrics", { fallback: METRIC_ERRORS.load });

export const createMetric = (input: MetricInput) => apiFetch<Metric>("/api/metrics", { method: "POST", body: input, fallback: METRIC_ERRORS.create });

/** The default message of a failed edit: the one field changed (title, description or image), else "Failed to update". */
export function updateFallback(changes: MetricUpdateInput): string {
  const fields = Object.keys(changes).filter((key) => key !== "version");
  const [only] = fields;
  return fields.length === 1 && (only === "title" || only === "description" || only === "image") ? METRIC_ERRORS.updateField(only) : METRIC_ERRORS.update;
}

export const updateMetric = (id: number, changes: MetricUpdateInput, fallback: string = updateFallback(changes)) =>
  apiFetch<Metric>(`/api/metrics/${id}`, { method: "PATCH", body: changes, fallback });

/** Deletes the metric from the library and from every section that shows it. */
export const deleteMetric = (id: number) => apiFetch<unknown>(`/api/metrics/${id}?force=true`, { method: "DELETE", fallback: METRIC_ERRORS.delete });
