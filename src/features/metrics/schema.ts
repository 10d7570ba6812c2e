import { z } from "zod";
import { mediaUrlSchema, TEXT_LIMITS, tooLongMessage } from "@/platform/schema";
import { colorSchema, gradientSchema, translationsSchema } from "@/platform/style/schema";

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

export type MetricInput = z.input<typeof createMetricSchema>;
/** A parsed create body (what the save pipeline hands to the write). */
export type MetricCreate = z.output<typeof createMetricSchema>;
/** A parsed update body. */
export type MetricUpdate = z.output<typeof updateMetricSchema>;

/** A metric as the API returns it. */
export type Metric = {
  id: number;
  organization_id: number;
  title: string;
  title_translation: Record<string, string> | null;
  description: string;
  description_translation: Record<string, string> | null;
  image: string | null;
  is_image_rounded_full: boolean;
  is_title_displayed: boolean;
  is_card_type: boolean;
  background_color: string | null;
  is_gradient: boolean;
  gradient: { from?: string | null; via?: string | null; to?: string | null } | null;
  version: number;
  created_at: string;
  updated_at: string;
};
