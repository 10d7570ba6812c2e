import "server-only";
// The metrics feature's server-side entry (route handlers, the library, what the
// sections feature needs of a metric). Client code imports the feature through ../index.ts.
export { createMetricRoute, deleteMetricRoute, listLibrary, metricUsages, updateMetricRoute } from "./api";
export { createMetric } from "./library";
export { METRIC_NOT_FOUND, toMetricRecord } from "./records";
export { metrics } from "../tables";
export { createMetricSchema, type MetricInput } from "../schema";
