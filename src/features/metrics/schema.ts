import * as z from "zod";
import type { JsonRow } from "@/platform/db/json-row";
import { mediaUrlSchema, TEXT_LIMITS, tooLongMessage } from "@/platform/schema";
import { colorSchema, gradientSchema, translationsSchema } from "@/platform/style/schema";
import type { metrics } from "./tables";

export const METRIC_MESSAGES = {
  titleAndDescription: "Title and description are required",
  invalidUrl: "Please enter a valid URL",
  titleTooLong: tooLongMessage("Title", TEXT_LIMITS.metricTitle),
  descriptionTooLong: tooLongMessage("Description", TEXT_LIMITS.metricDescription),
} as const;

const mediaUrl = mediaUrlSchema(METRIC_MESSAGES.invalidUrl);

/** Fields of a metric that clients may set (shared by the API and the metric editor). */
export const metricFields = z.object({
  title: z.string({ error: METRIC_MESSAGES.titleAndDescription }).trim().max(TEXT_LIMITS.metricTitle, { error: METRIC_MESSAGES.titleTooLong }),
  description: z.string({ error: METRIC_MESSAGES.titleAndDescription }).max(TEXT_LIMITS.metricDescription, { error: METRIC_MESSAGES.descriptionTooLong }),
  title_translation: translationsSchema.optional(),
  description_translation: translationsSchema.optional(),
  image: mediaUrl.optional(),
  is_image_rounded_full: z.boolean().optional(),
  is_title_displayed: z.boolean().optional(),
  is_card_type: z.boolean().optional(),
  background_color: colorSchema.optional(),
  is_gradient: z.boolean().optional(),
  gradient: gradientSchema.optional(),
});

/** POST /api/metrics: title and description required. */
export const createMetricSchema = metricFields.refine((m) => m.title.length > 0 && m.description.trim().length > 0, {
  error: METRIC_MESSAGES.titleAndDescription,
});

/** PATCH /api/metrics/{id}: any subset; `version` (optional) guards against stale writes. */
export const updateMetricSchema = metricFields
  .partial()
  .extend({ version: z.number().int().positive().max(2_147_483_647).optional() }) // int4 column
  .refine((m) => m.title === undefined || m.title.length > 0, { error: METRIC_MESSAGES.titleAndDescription })
  .refine((m) => m.description === undefined || m.description.trim().length > 0, { error: METRIC_MESSAGES.titleAndDescription });

/** The body of POST /api/metrics as a client sends it. */
export type MetricInput = z.input<typeof createMetricSchema>;
/** The body of PATCH /api/metrics/{id} as a client sends it. */
export type MetricUpdateInput = z.input<typeof updateMetricSchema>;
/** A parsed create body (what the save pipeline hands to the write). */
export type MetricCreate = z.output<typeof createMetricSchema>;
/** A parsed update body. */
export type MetricUpdate = z.output<typeof updateMetricSchema>;

/** A stored metric row. */
export type MetricRow = typeof metrics.$inferSelect;

/** A metric as the API returns it: the table's columns, dates as ISO strings. */
export type Metric = JsonRow<MetricRow>;
