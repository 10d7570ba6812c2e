import "server-only";
import * as z from "zod";
import { heroSettingsSchema } from "@/features/hero/server";
import { footerStyleSchema, headerStyleSchema } from "@/features/menus";
import { blogPostFlagsSchema } from "@/features/posts/server";
import { SETTINGS_LIST_STORES } from "@/features/settings/server";
import { LOCALES } from "@/platform/i18n/locales";
import { mediaUrlSchema } from "@/platform/schema";
import { DRAFT_LANGUAGE_VISITORS } from "@/platform/tenancy/organizations";
import { ORGANIZATION_TYPES } from "@/platform/tenancy/types";
import { isTimeZone } from "@/platform/time/zones";

const THRESHOLD_MESSAGE = "The translation threshold must be a whole number from 0 to 100.";
const TIME_ZONE_MESSAGE = "Choose a time zone from the list.";
const LOCALE_MESSAGE = `A language must be one of: ${LOCALES.join(", ")}.`;

/**
 * The settings a save may change (spec/site-admin.md §3 "Settings", the General
 * tab): the organization's name and type live on the organization, the rest in its
 * settings row. Style saves send only `header_style` or `footer_style`; null
 * resets a style to the defaults.
 */
const settingsSchema = z.object(
  {
    name: z
      .string()
      .trim()
      .min(1, { error: "Please enter the organization's name." })
      .max(200, { error: "The name can have at most 200 characters." })
      .optional(),
    type: z.enum(ORGANIZATION_TYPES, { error: `The type must be one of: ${ORGANIZATION_TYPES.join(", ")}.` }).optional(),
    site: z.string().trim().max(200, { error: "The site title can have at most 200 characters." }).nullable().optional(),
    image: mediaUrlSchema("The logo must be an image address (https://...).").optional(),
    language: z.enum(LOCALES, { error: LOCALE_MESSAGE }).optional(),
    supported_locales: z
      .array(z.enum(LOCALES, { error: LOCALE_MESSAGE }))
      .min(1, { error: "Choose at least one language." })
      .max(LOCALES.length)
      .optional(),
    with_language_switch: z.boolean().optional(),
    /** The site's languages that are drafts (members only; issue 42): the whole list, [] publishes every language. */
    draft_languages: z
      .array(z.enum(LOCALES, { error: LOCALE_MESSAGE }), { error: "draft_languages must be a list of languages." })
      .max(LOCALES.length)
      .optional(),
    draft_language_visitors: z
      .enum(DRAFT_LANGUAGE_VISITORS, { error: `draft_language_visitors must be one of: ${DRAFT_LANGUAGE_VISITORS.join(", ")}.` })
      .optional(),
    /** The share (percent) a page must be translated in a language to be suggested, in hreflang and indexed in it (issue 42). */
    translation_threshold: z
      .number({ error: THRESHOLD_MESSAGE })
      .int({ error: THRESHOLD_MESSAGE })
      .min(0, { error: THRESHOLD_MESSAGE })
      .max(100, { error: THRESHOLD_MESSAGE })
      .optional(),
    time_zone: z.string({ error: TIME_ZONE_MESSAGE }).refine(isTimeZone, { error: TIME_ZONE_MESSAGE }).optional(),
    header_style: headerStyleSchema.nullable().optional(),
    // The public side may hold a footer style as a plain string naming the layout (spec §3).
    footer_style: z.preprocess((value) => (typeof value === "string" ? { type: value } : value), footerStyleSchema.nullable()).optional(),
  },
  { error: "settings must be an object." },
);

/** Each Global Settings list, by its store (the lists' registrations, @/features/settings/server). */
const listFields = Object.fromEntries(
  SETTINGS_LIST_STORES.map((store) => [
    store.name,
    z
      .array(store.schema, { error: `${store.name} must be a list.` })
      .max(500)
      .optional(),
  ]),
);

/**
 * `PUT /api/organizations/{id}` (spec §7): a style save `{ settings: { header_style } }`,
 * or the Global Settings save `{ settingsData, features, faqs, ..., version }`. Each list
 * present replaces the stored one. `version` is the one the client loaded (409 when older).
 */
export const organizationUpdateSchema = z.object({
  settings: settingsSchema.optional(),
  settingsData: settingsSchema.optional(),
  /** The home page's hero (the Hero Section tab): its form's fields, or the spec's settings names. */
  heroData: heroSettingsSchema.optional(),
  /** The Blog tab: posts' display flags by id (posts themselves are written in the post editor). */
  blog_posts: z.array(blogPostFlagsSchema, { error: "blog_posts must be a list." }).max(500).optional(),
  version: z.number({ error: "version must be a whole number." }).int({ error: "version must be a whole number." }).positive().max(2_147_483_647).optional(),
  ...listFields,
});

export type SettingsUpdate = z.output<typeof settingsSchema>;
export type OrganizationUpdate = {
  settings?: SettingsUpdate;
  settingsData?: SettingsUpdate;
  heroData?: z.output<typeof heroSettingsSchema>;
  blog_posts?: z.output<typeof blogPostFlagsSchema>[];
  version?: number;
} & Record<string, unknown>;

/** "FAQ 2: Please enter a question": which list, which item, what is wrong (field: faqs.1.question). */
export function describeIssue(path: readonly PropertyKey[], message: string): string {
  if (path[0] === "heroData") return `Hero section: ${message}`;
  if (path[0] === "blog_posts" && typeof path[1] === "number") return `Blog post ${path[1] + 1}: ${message}`;
  const store = SETTINGS_LIST_STORES.find((s) => s.name === path[0]);
  if (store && typeof path[1] === "number") return `${store.itemLabel} ${path[1] + 1}: ${message}`;
  return message;
}
