import * as z from "zod";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";
import { blockOrder, MAX_DB_ID, TEXT_LIMITS, urlPageSchema } from "@/platform/schema";
import { colorSchema, translationsSchema } from "@/platform/style/schema";
import { CONTENT_WIDTHS, FONT_WEIGHTS, TEXT_SIZES } from "@/platform/style/tokens";
import { HERO_ANIMATIONS, HERO_COLUMNS, HERO_FONTS, HERO_MESSAGES, IMAGE_POSITIONS, IMAGE_SIZE, TEXT_ALIGNMENTS, TEXT_PX } from "./constants";

/**
 * The hero section form (spec/editors.md §3) as the API takes it. Every field
 * may be left out (the defaults of §9 fill it, see defaults.ts); style objects
 * may be partial (an update changes only the keys it names).
 */

/** A text size: a Tailwind size token (`text-7xl`), or whole pixels from dragging (12–120). */
export const textSize = z.union(
  [z.enum(TEXT_SIZES), z.number().int().min(TEXT_PX.min, { error: HERO_MESSAGES.textSize }).max(TEXT_PX.max, { error: HERO_MESSAGES.textSize })],
  { error: HERO_MESSAGES.textSize },
);

const gradient = z.object({ from: colorSchema.optional(), via: colorSchema.optional(), to: colorSchema.optional() });
const sizes = z.object({ desktop: textSize.optional(), mobile: textSize.optional() });
const columns = z
  .number({ error: HERO_MESSAGES.columns })
  .int({ error: HERO_MESSAGES.columns })
  .min(HERO_COLUMNS.min, { error: HERO_MESSAGES.columns })
  .max(HERO_COLUMNS.max, { error: HERO_MESSAGES.columns });
const imagePx = z
  .number({ error: HERO_MESSAGES.imageSize })
  .int({ error: HERO_MESSAGES.imageSize })
  .min(IMAGE_SIZE.min, { error: HERO_MESSAGES.imageSize })
  .max(IMAGE_SIZE.max, { error: HERO_MESSAGES.imageSize });

/** A link target: a path on the site (`/products`) or a full http(s) address. Empty means the default. */
export const linkUrl = z
  .string({ error: HERO_MESSAGES.url })
  .trim()
  .max(2000, { error: HERO_MESSAGES.url })
  .refine((v) => v === "" || (/^\/(?![/\\])/.test(v) && !/[\s\u0000-\u001f]/.test(v)) || /^https?:\/\/[^\s/]+/i.test(v), { error: HERO_MESSAGES.url });

/**
 * background_video: a video file (played muted behind the text) or a YouTube or Vimeo link
 * (its player, behind the visitor's consent), at an http(s) address or a path of the site.
 * Empty means none.
 */
export const backgroundVideo = z
  .string({ error: HERO_MESSAGES.backgroundVideo })
  .trim()
  .max(2000, { error: HERO_MESSAGES.backgroundVideo })
  .refine((v) => v === "" || (isSafeMediaUrl(v) && !/^data:/i.test(v) && mediaKind(v) !== "image"), { error: HERO_MESSAGES.backgroundVideo });

export const titleStyleSchema = z.object({
  color: colorSchema.optional(),
  is_gradient: z.boolean().optional(),
  gradient: gradient.optional(),
  size: sizes.optional(),
  alignment: z.enum(TEXT_ALIGNMENTS, { error: HERO_MESSAGES.alignment }).optional(),
  blockWidth: z.enum(CONTENT_WIDTHS, { error: HERO_MESSAGES.blockWidth }).optional(),
  blockColumns: columns.optional(),
});

export const descriptionStyleSchema = z.object({
  color: colorSchema.optional(),
  size: sizes.optional(),
  weight: z.enum(FONT_WEIGHTS, { error: HERO_MESSAGES.weight }).optional(),
});

export const imageStyleSchema = z.object({
  position: z.enum(IMAGE_POSITIONS, { error: HERO_MESSAGES.position }).optional(),
  fullPage: z.boolean().optional(),
  width: imagePx.optional(),
  height: imagePx.optional(),
});

export const backgroundStyleSchema = z.object({
  color: colorSchema.optional(),
  is_gradient: z.boolean().optional(),
  gradient: gradient.optional(),
  seo_title: z.boolean().optional(),
  column: columns.optional(),
});

export const buttonStyleSchema = z.object({
  aboveDescription: z.boolean().optional(),
  isVideo: z.boolean().optional(),
  url: linkUrl.optional(),
  color: colorSchema.optional(),
  gradient: gradient.nullable().optional(),
});

const title = z
  .string({ error: HERO_MESSAGES.title })
  .trim()
  .min(1, { error: HERO_MESSAGES.title })
  .max(TEXT_LIMITS.heroTitle, { error: "The title can have at most 300 characters." });

/** The form's fields (spec/editors.md §3 "Hero section form"), plus the tag line. */
export const heroFields = z.object({
  title,
  description: z.string().max(TEXT_LIMITS.heroDescription, { error: "The description can have at most 5,000 characters." }).optional(),
  button: z.string().trim().max(TEXT_LIMITS.heroButton, { error: "The button text can have at most 100 characters." }).optional(),
  image: z
    .string()
    .trim()
    .max(4000)
    .refine((v) => v === "" || isSafeMediaUrl(v), { error: HERO_MESSAGES.image })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  animation_element: z.enum(HERO_ANIMATIONS, { error: HERO_MESSAGES.animation }).optional(),
  /** A short line above the title with an "Explore" link to /blog; empty hides it. */
  tag_line: z.string().trim().max(200).optional(),
  /** hero_name (spec/site-admin.md §3): the hero's own name for its editors (lists, history); visitors never see it. */
  hero_name: z.string({ error: "The hero's name must be text." }).trim().max(200, { error: "The hero's name can have at most 200 characters." }).optional(),
  hero_font_family: z.enum(HERO_FONTS, { error: HERO_MESSAGES.fontFamily }).optional(),
  /** The second button (shown when it has a text and a link), beside the main one. */
  button_secondary_text: z.string().trim().max(TEXT_LIMITS.heroButton, { error: "The second button's text can have at most 100 characters." }).optional(),
  button_secondary_url: linkUrl.optional(),
  /** Where the buttons sit; null follows the title's alignment. */
  buttons_alignment: z.enum(TEXT_ALIGNMENTS, { error: HERO_MESSAGES.buttonsAlignment }).nullable().optional(),
  background_video: backgroundVideo.optional(),
  title_translation: translationsSchema.optional(),
  description_translation: translationsSchema.optional(),
  button_translation: translationsSchema.optional(),
  tag_line_translation: translationsSchema.optional(),
  button_secondary_text_translation: translationsSchema.optional(),
  title_style: titleStyleSchema.optional(),
  description_style: descriptionStyleSchema.optional(),
  image_style: imageStyleSchema.optional(),
  background_style: backgroundStyleSchema.optional(),
  button_style: buttonStyleSchema.optional(),
});

/** POST /api/hero-sections: `order` places it among the page's blocks ("Add section here"); else it goes first. */
export const createHeroSchema = heroFields.extend({ url_page: urlPageSchema, order: blockOrder.optional() });

/** PUT /api/hero-sections/{id}: the fields to change; `version` guards against stale writes. */
export const updateHeroSchema = heroFields.partial().extend({
  url_page: urlPageSchema.optional(),
  order: blockOrder.optional(),
  version: z.number({ error: "version must be a whole number" }).int({ error: "version must be a whole number" }).positive().max(MAX_DB_ID).optional(),
});

export type HeroInput = z.input<typeof heroFields>;
/** The body of POST /api/hero-sections as a client sends it. */
export type HeroCreateInput = z.input<typeof createHeroSchema>;
/** The body of PUT /api/hero-sections/{id} as a client sends it. */
export type HeroUpdateInput = z.input<typeof updateHeroSchema>;
export type HeroCreate = z.output<typeof createHeroSchema>;
export type HeroUpdate = z.output<typeof updateHeroSchema>;
/** What a client may send for the form's fields, after parsing (style objects possibly partial). */
export type HeroFieldsInput = Partial<z.output<typeof heroFields>>;

/**
 * The spec's settings names of the hero (spec/site-admin.md §3 "Hero fields") that
 * Global Settings may send in `heroData`, by the form field each one fills.
 */
const SETTINGS_NAMES: Record<string, string> = {
  h1_title: "title",
  h1_title_translation: "title_translation",
  p_description: "description",
  p_description_translation: "description_translation",
  button_main_get_started: "button",
  button_main_get_started_translation: "button_translation",
  hero_image: "image",
};

/**
 * `heroData` of the Global Settings save: the hero form's fields (any of them), or the
 * spec's settings names (h1_title, p_description, button_main_get_started,
 * button_main_url, hero_image and the translations), which fill the form's fields
 * that were not sent by their own name. The spec's other hero fields (hero_name,
 * hero_font_family, button_secondary_text and its translation, button_secondary_url,
 * buttons_alignment, background_video) are the form's own names.
 */
export const heroSettingsSchema = z.preprocess((raw) => {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const data: Record<string, unknown> = { ...raw };
  for (const [flat, field] of Object.entries(SETTINGS_NAMES)) {
    if (flat in data) {
      if (data[field] === undefined) data[field] = data[flat];
      delete data[flat];
    }
  }
  if ("button_main_url" in data) {
    const style = typeof data.button_style === "object" && data.button_style !== null ? (data.button_style as Record<string, unknown>) : {};
    data.button_style = { url: data.button_main_url, ...style };
    delete data.button_main_url;
  }
  return data;
}, heroFields.partial().superRefine(secondaryButtonHasLink));

/** A second button's text sent with an empty link is refused: the button would lead nowhere (it shows only with both). */
function secondaryButtonHasLink(data: { button_secondary_text?: string; button_secondary_url?: string }, context: z.RefinementCtx) {
  if (data.button_secondary_text && data.button_secondary_url === "") {
    context.addIssue({ code: "custom", path: ["button_secondary_url"], message: HERO_MESSAGES.secondaryUrl });
  }
}
