import * as z from "zod";
import { plainTranslationsSchema } from "@/platform/style/schema";
import type { posts } from "@/features/posts";
import type { JsonRow } from "@/platform/db/json-row";
import { MAX_DB_ID } from "@/platform/schema";
import { PAGE_LIMITS, PAGE_MESSAGES, slugError } from "./rules";

const title = z
  .string({ error: PAGE_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: PAGE_MESSAGES.titleRequired })
  .max(PAGE_LIMITS.title, { error: PAGE_MESSAGES.titleTooLong });

const slug = z
  .string({ error: PAGE_MESSAGES.slugRequired })
  .max(10_000, { error: PAGE_MESSAGES.slugTooLong })
  .trim()
  .superRefine((value, context) => {
    const message = slugError(value);
    if (message) context.addIssue({ code: "custom", message });
  });

/** Meta description: optional, trimmed, at most 160 characters; empty is stored as null (spec §5). */
const description = z
  .string({ error: PAGE_MESSAGES.descriptionType })
  .trim()
  .max(PAGE_LIMITS.description, { error: PAGE_MESSAGES.descriptionTooLong })
  .nullable()
  .transform((value) => value || null);

/** A page's place among the organization's pages (the site map): a whole number. */
const order = z
  .number({ error: PAGE_MESSAGES.order })
  .int({ error: PAGE_MESSAGES.order })
  .min(-1_000_000_000, { error: PAGE_MESSAGES.order })
  .max(1_000_000_000, { error: PAGE_MESSAGES.order });

/** A `*_translation` map of plain text (issue 42), refused in this feature's words. */
const translations = (max: number) => plainTranslationsSchema(max, PAGE_MESSAGES);

/** The page's title and meta description in the site's other languages (issue 42). */
const pageTranslations = {
  title_translation: translations(PAGE_LIMITS.title).optional(),
  description_translation: translations(PAGE_LIMITS.description).optional(),
};

/** POST /api/pages (and the Create Page form). */
export const createPageSchema = z.object({ title, slug, description: description.optional(), ...pageTranslations });

/** PATCH /api/pages/{id}: the fields to change; `version` guards against stale writes. */
export const updatePageSchema = z.object({
  title: title.optional(),
  slug: slug.optional(),
  description: description.optional(),
  ...pageTranslations,
  order: order.optional(),
  version: z.number().int().positive().max(MAX_DB_ID).optional(),
});

/** The body of POST /api/pages as a client sends it. */
export type PageInput = z.input<typeof createPageSchema>;
export type PageCreate = z.output<typeof createPageSchema>;
export type PageUpdate = z.output<typeof updatePageSchema>;

/** The columns of a post-table row that make a page (spec/editors.md §3 "Page"; server/records.ts selects them). */
export type PageColumn =
  | "id"
  | "organization_id"
  | "title"
  | "slug"
  | "description"
  | "title_translation"
  | "description_translation"
  | "content"
  | "order"
  | "display_this_post"
  | "display_as_blog_post"
  | "section_id"
  | "version"
  | "created_on"
  | "updated_at";

/** A page as stored: those columns of its row. */
export type PageRow = Pick<typeof posts.$inferSelect, PageColumn>;

/** A page as the API returns it (spec/editors.md §3 "Page": a row of the posts table): its columns, dates as ISO strings. */
export type Page = JsonRow<PageRow>;
