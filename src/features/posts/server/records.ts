import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { POST_MESSAGES, postSlugError, type PostType } from "../rules";
import type { Post, PostData, PostFields, PostSummary } from "../schema";
import { posts } from "../tables";
import { sanitizeContentTranslations, sanitizePostContent } from "./content";

/** A post as stored: its row but `kind`. */
export type PostRow = Omit<typeof posts.$inferSelect, "kind">;

/** The columns of a post-table row that make a post (all but `kind`). */
export const postColumns = {
  id: posts.id,
  organization_id: posts.organization_id,
  title: posts.title,
  slug: posts.slug,
  description: posts.description,
  content: posts.content,
  author_name: posts.author_name,
  metadescription_for_page: posts.metadescription_for_page,
  title_translation: posts.title_translation,
  description_translation: posts.description_translation,
  content_translation: posts.content_translation,
  metadescription_for_page_translation: posts.metadescription_for_page_translation,
  display_this_post: posts.display_this_post,
  display_as_blog_post: posts.display_as_blog_post,
  is_displayed_first_page: posts.is_displayed_first_page,
  is_help_center: posts.is_help_center,
  help_center_order: posts.help_center_order,
  type: posts.type,
  section_id: posts.section_id,
  subsection: posts.subsection,
  order: posts.order,
  is_with_author: posts.is_with_author,
  is_company_author: posts.is_company_author,
  author_id: posts.author_id,
  main_photo: posts.main_photo,
  version: posts.version,
  created_on: posts.created_on,
  updated_at: posts.updated_at,
} satisfies { [K in keyof PostRow]: (typeof posts)[K] };

/** A post's columns without its content (lists). */
export const { content: _content, content_translation: _contentTranslation, ...postSummaryColumns } = postColumns;

/** The stored fields of a row (what a revision keeps and a save changes). */
export function fieldsOf(row: Omit<PostRow, "id" | "organization_id" | "version" | "created_on" | "updated_at">): PostFields {
  return {
    title: row.title,
    slug: row.slug,
    description: row.description,
    content: row.content ?? "",
    author_name: row.author_name,
    metadescription_for_page: row.metadescription_for_page,
    title_translation: row.title_translation ?? null,
    description_translation: row.description_translation ?? null,
    content_translation: row.content_translation ?? null,
    metadescription_for_page_translation: row.metadescription_for_page_translation ?? null,
    display_this_post: row.display_this_post,
    display_as_blog_post: row.display_as_blog_post,
    is_displayed_first_page: row.is_displayed_first_page,
    is_help_center: row.is_help_center,
    help_center_order: row.help_center_order,
    type: row.type as PostType,
    section_id: row.section_id,
    subsection: row.subsection,
    order: row.order,
    is_with_author: row.is_with_author,
    is_company_author: row.is_company_author,
    author_id: row.author_id,
    main_photo: row.main_photo,
  };
}

/** Flat fields -> the spec's nested shape; the content goes through its type's allow list (sanitized on render). */
export function nest(fields: PostFields): PostData {
  return {
    title: fields.title,
    description: fields.description,
    content: sanitizePostContent(fields.type, fields.content),
    slug: fields.slug,
    author_name: fields.author_name,
    metadescription_for_page: fields.metadescription_for_page,
    title_translation: fields.title_translation ?? null,
    description_translation: fields.description_translation ?? null,
    content_translation: sanitizeContentTranslations(fields.type, fields.content_translation),
    metadescription_for_page_translation: fields.metadescription_for_page_translation ?? null,
    display_config: {
      display_this_post: fields.display_this_post,
      display_as_blog_post: fields.display_as_blog_post,
      is_displayed_first_page: fields.is_displayed_first_page,
      is_help_center: fields.is_help_center,
      help_center_order: fields.help_center_order,
      type: fields.type,
    },
    organization_config: { section_id: fields.section_id, subsection: fields.subsection, order: fields.order },
    author_config: { is_with_author: fields.is_with_author, is_company_author: fields.is_company_author, author_id: fields.author_id },
    media_config: { main_photo: fields.main_photo },
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The one mapper from a stored row to the API shape. */
export function toPost(row: PostRow): Post {
  return {
    id: row.id,
    organization_id: row.organization_id,
    ...nest(fieldsOf(row)),
    version: row.version,
    created_on: iso(row.created_on),
    updated_at: iso(row.updated_at),
  };
}

/** A post in a list: no content (nor its translations). */
export function toPostSummary(row: Omit<PostRow, "content" | "content_translation">): PostSummary {
  const post: Partial<Post> = toPost({ ...row, content: null, content_translation: null });
  delete post.content;
  delete post.content_translation;
  return post as PostSummary;
}

/** Only the organization's rows of kind "post": a page is never read, changed or deleted through the posts API. */
export const isPostOf = (organizationId: number, slug: string): SQL =>
  and(eq(posts.organization_id, organizationId), eq(posts.kind, "post"), eq(posts.slug, slug))!;

/** The slug in a path, or 404 when no post could have it (unicode, %, upper case, a reserved address). */
export function postSlugParam(value: string | undefined): string {
  if (!value || postSlugError(value) !== null || value !== value.trim()) throw notFound(POST_MESSAGES.notFound);
  return value;
}

/** The organization's post with this slug, or 404; `lock` holds its row until the transaction ends (a save's check and write). */
export async function requirePost(db: Db, organizationId: number, slug: string, lock = false): Promise<PostRow> {
  const query = db.select(postColumns).from(posts).where(isPostOf(organizationId, slug)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(POST_MESSAGES.notFound);
  return row;
}
