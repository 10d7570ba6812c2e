import { deleteMetricRoute, updateMetricRoute } from "@/features/metrics/server";
import { metricUsage } from "@/features/sections/server";

/** PATCH: the sections feature says which sections (pages) show the metric. */
export const PATCH = updateMetricRoute(metricUsage);

/** DELETE [?force=true]: the sections feature (owner of the section–metric link) says which sections show the metric. */
export const DELETE = deleteMetricRoute(metricUsage);
