import * as z from "zod";
import type { JsonRow } from "@/platform/db/json-row";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";
import { htmlToPlainText } from "@/platform/sanitize/plain-text";
import { blockOrder, MAX_DB_ID, TEXT_LIMITS, tooLongMessage, URL_PAGE_MESSAGE, urlPageSchema } from "@/platform/schema";
import { colorSchema, gradientSchema, translationsSchema } from "@/platform/style/schema";
import { TEXT_STYLE_VARIANTS } from "@/platform/style/tokens";
import { isSafeLinkUrl, LINK_URL_MESSAGES } from "@/ui/rich-text-editor/link-url";
import type { templateHeadingSections } from "./tables";

export const STYLE_VARIANTS = ["default", "clean"] as const;
export type StyleVariant = (typeof STYLE_VARIANTS)[number];

/** The spec's messages (spec/editors.md §5), word for word, and ours for the fields it does not cover. */
export const HEADING_MESSAGES = {
  name: "Please enter a heading name",
  description: "Please enter a description text",
  urlPage: URL_PAGE_MESSAGE,
  url: LINK_URL_MESSAGES.unsafe,
  image: "Please enter a valid image URL",
  styleVariant: `style_variant must be one of: ${STYLE_VARIANTS.join(", ")}`,
  textStyleVariant: `text_style_variant must be one of: ${TEXT_STYLE_VARIANTS.join(", ")}`,
} as const;

/** Whether rich text has any visible text (so "<p></p>" is an empty description). */
export const hasText = (html: string) => htmlToPlainText(html).trim().length > 0;

/** Optional one-line text: trimmed, "" stored as null. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(label, max) })
    .transform((v) => (v === "" ? null : v))
    .nullable();

const name = z
  .string({ error: HEADING_MESSAGES.name })
  .trim()
  .min(1, { error: HEADING_MESSAGES.name })
  .max(TEXT_LIMITS.headingName, { error: tooLongMessage("Heading name", TEXT_LIMITS.headingName) });
const descriptionText = z.string({ error: HEADING_MESSAGES.description }).max(50_000).refine(hasText, { error: HEADING_MESSAGES.description });

/** The button or text link target: a site path, an http(s) address, mailto: or tel: (never javascript: or data:). */
const linkUrl = z
  .string({ error: HEADING_MESSAGES.url })
  .trim()
  .max(2000, { error: HEADING_MESSAGES.url })
  .refine((v) => v === "" || isSafeLinkUrl(v), { error: HEADING_MESSAGES.url })
  .transform((v) => (v === "" ? null : v))
  .nullable();

/** An image URL (the gallery's images, or one typed in): http(s) or a site path; not a video. */
const imageUrl = z
  .string({ error: HEADING_MESSAGES.image })
  .trim()
  .max(2000, { error: HEADING_MESSAGES.image })
  .refine((v) => v === "" || (isSafeMediaUrl(v) && mediaKind(v) === "image"), { error: HEADING_MESSAGES.image })
  .transform((v) => (v === "" ? null : v))
  .nullable();

/** Fields of a heading section that clients may set (shared by the API and the editor). */
export const headingFields = z.object({
  url_page: urlPageSchema,
  name,
  name_translation: translationsSchema.optional(),
  name_part_2: optionalText(TEXT_LIMITS.headingNamePart, "Name part 2").optional(),
  name_part_3: optionalText(TEXT_LIMITS.headingNamePart, "Name part 3").optional(),
  description_text: descriptionText,
  description_text_translation: translationsSchema.optional(),
  button_text: optionalText(TEXT_LIMITS.headingButtonText, "Button text").optional(),
  button_text_translation: translationsSchema.optional(),
  url: linkUrl.optional(),
  image: imageUrl.optional(),
  image_first: z.boolean().optional(),
  is_included_templatesection: z.boolean().optional(),
  background_color: colorSchema.optional(),
  is_gradient: z.boolean().optional(),
  gradient: gradientSchema.optional(),
  style_variant: z.enum(STYLE_VARIANTS, { error: HEADING_MESSAGES.styleVariant }).optional(),
  text_style_variant: z.enum(TEXT_STYLE_VARIANTS, { error: HEADING_MESSAGES.textStyleVariant }).optional(),
  text_color: colorSchema.optional(),
  is_text_link: z.boolean().optional(),
  /** Fixed left (spec/editors.md §3): accepted so a client may send it, never anything else. */
  title_alignment: z.literal("left", { error: "title_alignment is always left" }).optional(),
});

/** POST /api/template-heading-sections; `order` places it between other blocks ("Add section here"), else after the page's last heading. */
export const createHeadingSchema = headingFields.extend({ order: blockOrder.optional() });

/** PUT /api/template-heading-sections/{id}: the fields to change; `version` guards against stale writes. */
export const updateHeadingSchema = headingFields.partial().extend({
  version: z.number().int().positive().max(MAX_DB_ID).optional(),
});

/** The body of POST /api/template-heading-sections as a client sends it. */
export type HeadingInput = z.input<typeof createHeadingSchema>;
/** The body of PUT /api/template-heading-sections/{id} as a client sends it. */
export type HeadingUpdateInput = z.input<typeof updateHeadingSchema>;
/** A parsed create body (what the save pipeline hands to the write). */
export type HeadingCreate = z.output<typeof createHeadingSchema>;
/** A parsed update body. */
export type HeadingUpdate = z.output<typeof updateHeadingSchema>;

/** A stored heading section row. */
export type HeadingRow = typeof templateHeadingSections.$inferSelect;

/** A heading section as the API returns it: the table's columns, dates as ISO strings. */
export type HeadingSection = JsonRow<HeadingRow>;
