import "server-only";
// The metrics feature's server-side entry (route handlers, the library, what the
// sections feature needs of a metric). Client code imports the feature through ../index.ts.
// The metrics feature imports no other feature: which sections show a metric is the
// sections feature's to answer (it owns the link), given to the routes as a MetricUsage.
export { createMetricRoute, deleteMetricRoute, listLibrary, metricUsages, updateMetricRoute } from "./api";
export { createMetric, type MetricUsage, type MetricUsedIn } from "./library";
export { METRIC_NOT_FOUND, toMetricRecord } from "./records";
export { metrics } from "../tables";
export { metricTexts } from "../translations";
export { createMetricSchema, type MetricInput } from "../schema";
