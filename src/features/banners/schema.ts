import * as z from "zod";
import { isSitePath, listItemBase, urlPageSchema } from "@/platform/schema";
import { sanitizeLandingHtml } from "@/platform/sanitize/post-html";
import { colorSchema, translationsSchema } from "@/platform/style/schema";
import { BANNER_OPEN_STATES, BANNER_POSITIONS, BANNER_TYPES, DISMISSAL_DURATION } from "./constants";
import { bannerShape } from "./shape";

export { BANNER_OPEN_STATES, BANNER_POSITIONS, BANNER_TYPES, DISMISSAL_DURATION } from "./constants";

/** A link a banner may carry: a page of this site (`/offers`) or an http(s) address. */
const linkUrl = z
  .string()
  .trim()
  .max(2_000)
  .refine((v) => v === "" || isSitePath(v) || /^https?:\/\/[^\s\\]+$/i.test(v), {
    error: "The link must be a page of this site (/offers) or an address starting with https://",
  });

/** A banner's HTML (customContent, landing_content): the landing pages' allow list, on write (and again on render). */
const html = z.string().max(50_000).transform(sanitizeLandingHtml);
/** Per-language copies of a banner's HTML, each sanitized like it. */
const htmlTranslations = translationsSchema.transform((map) =>
  map ? Object.fromEntries(Object.entries(map).map(([locale, value]) => [locale, sanitizeLandingHtml(value)])) : map,
);

const instant = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .transform((v) => new Date(v))
    .nullable()
    .optional();

/** One banner in the stored shape (spec/visitor.md §3 "Banner"); `content` is required, its text (or custom HTML) too. */
const bannerFields = listItemBase.extend({
  position: z.enum(BANNER_POSITIONS, { error: `The position must be one of ${BANNER_POSITIONS.join(", ")}` }).optional(),
  type: z.enum(BANNER_TYPES, { error: "The banner type must be permanent or closed" }).optional(),
  is_enabled: z.boolean().optional(),
  content: z
    .object({
      text: z.string().trim().max(500, { error: "The banner text can have at most 500 characters" }).optional(),
      text_translation: translationsSchema.optional(),
      icon: z.string().trim().max(100).optional(),
      link: z
        .object({
          url: linkUrl.optional(),
          label: z.string().trim().max(100).optional(),
          label_translation: translationsSchema.optional(),
          isExternal: z.boolean().optional(),
        })
        .optional(),
      customContent: html.optional(),
      customContent_translation: htmlTranslations.optional(),
      banner_background: colorSchema.optional(),
      banner_content_style: z.string().trim().max(100).optional(),
    })
    .refine((c) => !!c.text?.trim() || !!c.customContent?.trim(), { error: "Please enter the banner's text", path: ["text"] }),
  landing_content: html.nullable().optional(),
  landing_content_translation: htmlTranslations.optional(),
  open_state: z.enum(BANNER_OPEN_STATES, { error: "Unknown open state" }).nullable().optional(),
  dismissal_duration: z
    .string()
    .trim()
    .refine((v) => v === "" || DISMISSAL_DURATION.test(v), {
      error: "The dismissal duration must be a number and minutes, hours, days, months or years, e.g. 3 days",
    })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  page_paths: z.array(urlPageSchema).max(100).optional(),
  is_fixed_above_navbar: z.boolean().optional(),
  /** Scheduling (issue 22): shown from this moment on. */
  start_date: instant("The start must be a date and time"),
  end_date_promotion: instant("The promotion end date must be a date and time"),
  end_date_promotion_is_displayed: z.boolean().optional(),
});

/**
 * One banner as Global Settings saves it (spec/visitor.md §3 "Banner"). Older and
 * spec-named shapes are taken too (`bannerShape`): text, icon and link at the top of
 * the item, `openState`, `isFixedAboveNavbar`; a missing `content` asks for the text.
 */
export const bannerItemSchema = z.preprocess(
  bannerShape,
  bannerFields.refine((b) => !b.start_date || !b.end_date_promotion || b.start_date < b.end_date_promotion, {
    error: "The banner must start before its promotion ends",
    path: ["start_date"],
  }),
);
export type BannerInput = z.output<typeof bannerItemSchema>;
