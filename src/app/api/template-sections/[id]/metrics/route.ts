import { addSectionMetricRoute, removeSectionMetricRoute, reorderSectionMetricsRoute } from "@/features/sections/server";

/** POST {metric_id}: add at the end. */
export const POST = addSectionMetricRoute;

/** PUT {metric_ids}: reorder. */
export const PUT = reorderSectionMetricsRoute;

/** DELETE ?metric_id= : remove from this section only. */
export const DELETE = removeSectionMetricRoute;
