import * as z from "zod";
import { IMAGE_HEIGHT_OPTIONS, TEXT_STYLE_VARIANTS } from "@/platform/style/tokens";
import { blockOrder, TEXT_LIMITS, tooLongMessage, URL_PAGE_MESSAGE, urlPageSchema } from "@/platform/schema";
import { colorSchema, gradientSchema, translationsSchema } from "@/platform/style/schema";
import type { JsonRow } from "@/platform/db/json-row";
import type { Metric } from "@/features/metrics";
import type { templateSections } from "./tables";

export const SECTION_TYPES = [
  "general",
  "reviews",
  "help_center",
  "real_estate",
  "brand",
  "article_slider",
  "contact",
  "faq",
  "pricing_plans",
  "cookie_policy",
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const GRID_COLUMNS = { min: 1, max: 6, default: 3 } as const;

/** Largest value of an integer column (PostgreSQL int4): bigger ids and versions are invalid input, not a database error. */
export const MAX_DB_INT = 2_147_483_647;

export const SECTION_MESSAGES = {
  title: "Please enter a section title",
  titleTooLong: tooLongMessage("Section title", TEXT_LIMITS.sectionTitle),
  gridColumns: `Grid columns must be a whole number from ${GRID_COLUMNS.min} to ${GRID_COLUMNS.max}`,
  urlPage: URL_PAGE_MESSAGE,
  metricId: "Please choose a metric",
  metricIds: "metric_ids must list the section's metrics",
  metricIdsDuplicate: "metric_ids lists a metric more than once",
} as const;

/** The flag of each type (older records carry only flags). */
export const TYPE_FLAGS = {
  reviews: "is_reviews_section",
  help_center: "is_help_center_section",
  real_estate: "is_real_estate_modal",
  brand: "is_brand",
  article_slider: "is_article_slider",
  contact: "is_contact_section",
  faq: "is_faq_section",
  pricing_plans: "is_pricingplans_section",
} as const satisfies Record<Exclude<SectionType, "general" | "cookie_policy">, string>;

/** Fields of a template section that clients may set (shared by the API and the editor). */
export const sectionFields = z.object({
  url_page: urlPageSchema,
  section_title: z
    .string({ error: SECTION_MESSAGES.title })
    .trim()
    .min(1, { error: SECTION_MESSAGES.title })
    .max(TEXT_LIMITS.sectionTitle, { error: SECTION_MESSAGES.titleTooLong }),
  section_description: z.string().max(50_000).optional(),
  section_title_translation: translationsSchema.optional(),
  section_description_translation: translationsSchema.optional(),
  section_type: z
    .enum(SECTION_TYPES, { error: `section_type must be one of: ${SECTION_TYPES.join(", ")}` })
    .nullable()
    .optional(),
  background_color: colorSchema.optional(),
  /** The editor's text colour; null = the readable colour for the background. */
  text_color: colorSchema.optional(),
  is_gradient: z.boolean().optional(),
  gradient: gradientSchema.optional(),
  text_style_variant: z.enum(TEXT_STYLE_VARIANTS, { error: `text_style_variant must be one of: ${TEXT_STYLE_VARIANTS.join(", ")}` }).optional(),
  grid_columns: z
    .number({ error: SECTION_MESSAGES.gridColumns })
    .int({ error: SECTION_MESSAGES.gridColumns })
    .min(GRID_COLUMNS.min, { error: SECTION_MESSAGES.gridColumns })
    .max(GRID_COLUMNS.max, { error: SECTION_MESSAGES.gridColumns })
    .optional(),
  image_metrics_height: z.enum(IMAGE_HEIGHT_OPTIONS, { error: "Unknown image height" }).nullable().optional(),
  is_full_width: z.boolean().optional(),
  is_section_title_aligned_center: z.boolean().optional(),
  is_section_title_aligned_right: z.boolean().optional(),
  is_image_bottom: z.boolean().optional(),
  is_slider: z.boolean().optional(),
  is_reviews_section: z.boolean().optional(),
  is_help_center_section: z.boolean().optional(),
  is_real_estate_modal: z.boolean().optional(),
  is_brand: z.boolean().optional(),
  is_article_slider: z.boolean().optional(),
  is_contact_section: z.boolean().optional(),
  is_faq_section: z.boolean().optional(),
  is_pricingplans_section: z.boolean().optional(),
});

/** POST /api/template-sections; `order` places it between other blocks ("Add section here"), else it goes last. */
export const createSectionSchema = sectionFields.extend({ order: blockOrder.optional() });

/** PUT /api/template-sections/{id}: the fields to change; `version` guards against stale writes. */
export const updateSectionSchema = sectionFields.partial().extend({
  section_title: sectionFields.shape.section_title.optional(),
  version: z.number().int().positive().max(MAX_DB_INT).optional(),
  /** The section's full ordered metric list, saved with the fields in one transaction (docs/decisions.md, "One save model"). */
  metric_ids: z
    .array(z.number().int().positive().max(MAX_DB_INT), { error: SECTION_MESSAGES.metricIds })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { error: SECTION_MESSAGES.metricIdsDuplicate })
    .optional(),
});

export const addMetricSchema = z.object({
  metric_id: z
    .number({ error: SECTION_MESSAGES.metricId })
    .int()
    .positive({ error: SECTION_MESSAGES.metricId })
    .max(MAX_DB_INT, { error: SECTION_MESSAGES.metricId }),
});
export const reorderMetricsSchema = z.object({
  metric_ids: z.array(z.number().int().positive().max(MAX_DB_INT), { error: SECTION_MESSAGES.metricIds }).max(500),
});

/** The body of POST /api/template-sections as a client sends it. */
export type SectionInput = z.input<typeof createSectionSchema>;
/** The body of PUT /api/template-sections/{id} as a client sends it. */
export type SectionUpdateInput = z.input<typeof updateSectionSchema>;
/** A parsed create body (what the save pipeline hands to the write). */
export type SectionCreate = z.output<typeof createSectionSchema>;
/** A parsed update body. */
export type SectionUpdate = z.output<typeof updateSectionSchema>;

/** A template section as the API returns it (the table's columns, dates as ISO strings), with its metrics in section order. */
export type TemplateSection = Omit<JsonRow<SectionRow>, "section_type"> & {
  /** Always set in answers: older records carry only flags, read as their type. */
  section_type: SectionType;
  website_metric: Metric[];
};

/** A stored section row. */
export type SectionRow = typeof templateSections.$inferSelect;

/** The type of a record: its section_type, else derived from its flags, else general. */
export function deriveSectionType(
  record: { section_type?: string | null } & Partial<Record<(typeof TYPE_FLAGS)[keyof typeof TYPE_FLAGS], boolean>>,
): SectionType {
  if (record.section_type && (SECTION_TYPES as readonly string[]).includes(record.section_type)) return record.section_type as SectionType;
  for (const [type, flag] of Object.entries(TYPE_FLAGS)) if (record[flag]) return type as SectionType;
  return "general";
}
