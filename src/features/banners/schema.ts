import { z } from "zod";
import { listItemBase, urlPageSchema } from "@/platform/schema";
import { sanitizeRichText } from "@/platform/sanitize/html";
import { colorSchema, translationsSchema } from "@/platform/style/schema";
import { bannerShape } from "./shape";

export const BANNER_POSITIONS = ["top", "bottom", "left", "right"] as const;
export const BANNER_TYPES = ["permanent", "closed"] as const;
/** spec/visitor.md §2 "Banners": the states a banner can expand to. */
export const BANNER_OPEN_STATES = [
  "full", "left-half", "right-half", "top-half", "bottom-half",
  "left-30", "left-70", "right-30", "right-70", "top-30", "top-70", "bottom-30", "bottom-70",
] as const;

/** "3 days", "1 hour", "90 minutes" (spec §4: a number plus minute(s), hour(s), day(s), month(s) or year(s)). */
export const DISMISSAL_DURATION = /^\s*\d{1,6}\s*(minute|hour|day|month|year)s?\s*$/i;

/** A link a banner may carry: a page of this site (`/offers`) or an http(s) address. */
const linkUrl = z
  .string()
  .trim()
  .max(2_000)
  .refine((v) => v === "" || (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(v), {
    error: "The link must be a page of this site (/offers) or an address starting with https://",
  });

const html = z.string().max(50_000).transform(sanitizeRichText);

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
      link: z.object({ url: linkUrl.optional(), label: z.string().trim().max(100).optional(), isExternal: z.boolean().optional() }).optional(),
      customContent: html.optional(),
      banner_background: colorSchema.optional(),
      banner_content_style: z.string().trim().max(100).optional(),
    })
    .refine((c) => !!c.text?.trim() || !!c.customContent?.trim(), { error: "Please enter the banner's text", path: ["text"] }),
  landing_content: html.nullable().optional(),
  open_state: z.enum(BANNER_OPEN_STATES, { error: "Unknown open state" }).nullable().optional(),
  dismissal_duration: z
    .string()
    .trim()
    .refine((v) => v === "" || DISMISSAL_DURATION.test(v), { error: "The dismissal duration must be a number and minutes, hours, days, months or years, e.g. 3 days" })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  page_paths: z.array(urlPageSchema).max(100).optional(),
  is_fixed_above_navbar: z.boolean().optional(),
  end_date_promotion: z.iso
    .datetime({ offset: true, error: "The promotion end date must be a date and time" })
    .transform((v) => new Date(v))
    .nullable()
    .optional(),
  end_date_promotion_is_displayed: z.boolean().optional(),
});

/**
 * One banner as Global Settings saves it (spec/visitor.md §3 "Banner"). Older and
 * spec-named shapes are taken too (`bannerShape`): text, icon and link at the top of
 * the item, `openState`, `isFixedAboveNavbar`; a missing `content` asks for the text.
 */
export const bannerItemSchema = z.preprocess(bannerShape, bannerFields);
export type BannerInput = z.output<typeof bannerItemSchema>;
