import { deleteMetricRoute, updateMetricRoute } from "@/features/metrics/server";

export const PATCH = updateMetricRoute;

export const DELETE = deleteMetricRoute;
