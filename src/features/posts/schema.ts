import * as z from "zod";
import { plainTranslationsSchema } from "@/platform/style/schema";
import type { JsonRow } from "@/platform/db/json-row";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";
import { htmlTooDeep } from "@/platform/sanitize/depth";
import { dbId, MAX_DB_ID } from "@/platform/schema";
import { POST_LIMITS, POST_MESSAGES, POST_TYPES, postSlugError, type PostType } from "./rules";
import type { postRevisions, posts } from "./tables";

/**
 * The spec's nested configs (spec/editors.md §3 "Post") and the flat fields they
 * hold. Input may use either shape (the spec's client sends the nested one); the
 * table and the schemas below are flat.
 */
export const POST_CONFIGS = {
  display_config: ["display_this_post", "display_as_blog_post", "is_displayed_first_page", "is_help_center", "help_center_order", "type"],
  organization_config: ["section_id", "subsection", "order"],
  author_config: ["is_with_author", "is_company_author", "author_id"],
  media_config: ["main_photo"],
} as const;

type Issues = { addIssue(issue: { code: "custom"; message: string; path: PropertyKey[] }): void };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Moves the nested configs' fields to the top level; a field sent both ways must have one value. */
function flattenConfigs(raw: unknown, issues: Issues): unknown {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const flat: Record<string, unknown> = { ...raw };
  for (const [config, keys] of Object.entries(POST_CONFIGS)) {
    const nested = flat[config];
    delete flat[config];
    if (nested === undefined || nested === null) continue;
    if (typeof nested !== "object" || Array.isArray(nested)) {
      issues.addIssue({ code: "custom", message: POST_MESSAGES.config(config), path: [config] });
      continue;
    }
    for (const key of keys) {
      if (!Object.hasOwn(nested, key)) continue;
      const value = (nested as Record<string, unknown>)[key];
      if (value === undefined) continue;
      if (flat[key] !== undefined && !same(flat[key], value)) issues.addIssue({ code: "custom", message: POST_MESSAGES.twice(key), path: [config, key] });
      else flat[key] = value;
    }
  }
  return flat;
}

/** Optional text: trimmed, "" and null stored as null. */
const optionalText = (name: string, max: number, tooLong: string) =>
  z
    .string({ error: POST_MESSAGES.text(name) })
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .transform((value) => value || null);

const yesNo = (name: string) => z.boolean({ error: POST_MESSAGES.yesNo(name) });

/** spec §5: order numbers are parsed as integers, default 0 ("12" is 12; "", null are 0). */
const wholeNumber = (name: string) =>
  z.preprocess(
    (value) => (value === null || value === "" ? 0 : typeof value === "string" && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: POST_MESSAGES.wholeNumber(name) })
      .int({ error: POST_MESSAGES.wholeNumber(name) })
      .min(-1_000_000_000, { error: POST_MESSAGES.wholeNumber(name) })
      .max(1_000_000_000, { error: POST_MESSAGES.wholeNumber(name) }),
  );

const title = z
  .string({ error: POST_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: POST_MESSAGES.titleRequired })
  .max(POST_LIMITS.title, { error: POST_MESSAGES.titleTooLong });

const slug = z
  .string({ error: POST_MESSAGES.text("slug") })
  .max(10_000, { error: POST_MESSAGES.text("slug") })
  .trim()
  .superRefine((value, context) => {
    const message = postSlugError(value);
    if (message) context.addIssue({ code: "custom", message });
  });

/** A new post's slug: empty or missing means "from the title" (spec §5, create mode). */
const newSlug = z.preprocess((value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value), slug.optional());

const mainPhoto = z
  .string({ error: POST_MESSAGES.mainPhoto })
  .trim()
  .max(POST_LIMITS.url, { error: POST_MESSAGES.mainPhoto })
  .refine((value) => value === "" || (isSafeMediaUrl(value) && mediaKind(value) === "image"), { error: POST_MESSAGES.mainPhoto })
  .nullable()
  .transform((value) => value || null);

/** A `*_translation` map of plain text (issue 42), refused in this feature's words. */
const plainTranslations = (max: number) => plainTranslationsSchema(max, POST_MESSAGES);

/** The content's translations: rich text as the content (sanitized on write, server/content.ts). */
const contentTranslations = z
  .record(
    z.string().regex(/^[a-z]{2}$/, { error: POST_MESSAGES.translationKey }),
    z.string({ error: POST_MESSAGES.translationText }).refine((html) => !htmlTooDeep(html), { error: POST_MESSAGES.contentTooDeep }),
  )
  .nullable();

/** The fields of a post a client may set, flat (the nested configs are flattened first). */
const fields = {
  description: optionalText("description", POST_LIMITS.description, POST_MESSAGES.descriptionTooLong),
  /** Rich text, sanitized on write with the allow list of the post's type (server/content.ts). */
  content: z
    .string({ error: POST_MESSAGES.text("content") })
    .refine((html) => !htmlTooDeep(html), { error: POST_MESSAGES.contentTooDeep })
    .nullable()
    .transform((value) => value ?? ""),
  author_name: optionalText("author_name", POST_LIMITS.authorName, POST_MESSAGES.authorNameTooLong),
  metadescription_for_page: optionalText("metadescription_for_page", POST_LIMITS.metaDescription, POST_MESSAGES.metaDescriptionTooLong),
  // Issue 42: translations by language (`{ "de": "..." }`); the content's are rich text, sanitized on write with the type's allow list.
  title_translation: plainTranslations(POST_LIMITS.title),
  description_translation: plainTranslations(POST_LIMITS.description),
  content_translation: contentTranslations,
  metadescription_for_page_translation: plainTranslations(POST_LIMITS.metaDescription),
  display_this_post: yesNo("display_this_post"),
  display_as_blog_post: yesNo("display_as_blog_post"),
  is_displayed_first_page: yesNo("is_displayed_first_page"),
  is_help_center: yesNo("is_help_center"),
  help_center_order: wholeNumber("help_center_order"),
  type: z.enum(POST_TYPES, { error: POST_MESSAGES.type }),
  section_id: dbId.nullable(),
  subsection: optionalText("subsection", POST_LIMITS.subsection, POST_MESSAGES.subsectionTooLong),
  order: wholeNumber("order"),
  is_with_author: yesNo("is_with_author"),
  is_company_author: yesNo("is_company_author"),
  /** A member's user id (checked on write), or null. */
  author_id: optionalText("author_id", 200, POST_MESSAGES.authorNotMember),
  main_photo: mainPhoto,
};

const optionalFields = Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as {
  [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
};

/** What the editor loaded: the version (preferred) or the updated_at it read. */
const loaded = {
  version: z.number().int().positive().max(MAX_DB_ID).optional(),
  updated_at: z.iso.datetime({ offset: true, error: POST_MESSAGES.updatedAt }).optional(),
};

/** POST /api/posts */
export const createPostSchema = z.preprocess(flattenConfigs, z.object({ title, slug: newSlug, ...optionalFields }));

/** PATCH /api/posts/{slug}: the fields to change, and what the editor loaded (the conflict check). */
export const updatePostSchema = z.preprocess(flattenConfigs, z.object({ title: title.optional(), slug: slug.optional(), ...optionalFields, ...loaded }));

/** POST /api/posts/{slug}/revisions/{id}/restore: a save like a PATCH, so it carries what the editor loaded. */
export const restoreRevisionSchema = z.object(loaded);

export type PostInput = z.input<typeof createPostSchema>;
export type PostCreate = z.output<typeof createPostSchema>;
export type PostUpdate = z.output<typeof updatePostSchema>;
export type LoadedVersion = z.output<typeof restoreRevisionSchema>;

/** A row of the posts table (a post, or a page: kind "page"). */
type PostTableRow = typeof posts.$inferSelect;

/** The columns that are bookkeeping, not a post's fields. */
type Bookkeeping = "id" | "organization_id" | "kind" | "version" | "created_on" | "updated_at";

/** The translations of a post's texts (issue 42): `*_translation` maps by language, null when there are none. */
type TranslationColumn = "title_translation" | "description_translation" | "content_translation" | "metadescription_for_page_translation";

/**
 * The post's own fields as stored (flat), everything a revision keeps: every column but the bookkeeping, the content
 * never null, the type one of POST_TYPES. The translations are always read (records.ts) but optional here, so a
 * post's fields written before they existed (a revision's) still type.
 */
export type PostFields = Omit<PostTableRow, Bookkeeping | "content" | "type" | TranslationColumn> & { content: string; type: PostType } & Partial<
    Pick<PostTableRow, TranslationColumn>
  >;

type Configs = typeof POST_CONFIGS;

/** The post's fields in the spec's shape (spec/editors.md §3 "Post"): those of POST_CONFIGS inside their config. */
export type PostData = Omit<PostFields, Configs[keyof Configs][number]> & { [C in keyof Configs]: Pick<PostFields, Configs[C][number]> };

/** A post as the API returns it. */
export type Post = PostData & Pick<JsonRow<PostTableRow>, Exclude<Bookkeeping, "kind">>;

/** A post in a list: everything but its content. */
export type PostSummary = Omit<Post, "content" | "content_translation">;

/** Who saved a revision (as they were named then). */
export type RevisionAuthor = { id: string | null; name: string; email: string };

/** A revision in the history list (newest first): no content. */
export type PostRevisionSummary = Pick<JsonRow<typeof postRevisions.$inferSelect>, "id" | "post_id" | "version" | "created_at" | "title" | "slug"> & {
  saved_by: RevisionAuthor;
};

/** One revision with everything it keeps. */
export type PostRevision = PostRevisionSummary & PostData;

/**
 * One item of `blog_posts` in the Global Settings save (the Blog tab): a post by id,
 * its display flags (flat or inside display_config, as everywhere), and the version
 * the settings loaded. Posts are written in the post editor; here only shown or not.
 */
export const blogPostFlagsSchema = z.preprocess(
  flattenConfigs,
  z.object({
    id: z.number({ error: "A blog post needs its id." }).int().positive().max(MAX_DB_ID),
    display_this_post: z.boolean().optional(),
    display_as_blog_post: z.boolean().optional(),
    is_displayed_first_page: z.boolean().optional(),
    version: loaded.version,
  }),
);
export type BlogPostFlags = z.output<typeof blogPostFlagsSchema>;
