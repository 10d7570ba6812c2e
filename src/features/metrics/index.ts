// What other features may import from the metrics feature (client-safe): the
// metric editor's media field (thumbnail, URL dialog, the media library's
// "Choose from library"), reused by other editors' image pickers.
export { MetricMediaField } from "./editor/metric-media-field";
export type { Metric } from "./schema";
export { createMetricSchema, updateMetricSchema, type MetricInput } from "./schema";
export { MetricManager, type MetricManagerProps } from "./editor/metric-manager";
