import { deleteMetricRoute, updateMetricRoute } from "@/features/metrics/server/api";

export const PATCH = updateMetricRoute;

export const DELETE = deleteMetricRoute;
