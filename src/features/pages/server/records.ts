import "server-only";
import { and, eq } from "drizzle-orm";
import { posts } from "@/features/posts";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { PAGE_MESSAGES } from "../rules";
import type { Page, PageColumn, PageRow } from "../schema";

/** The columns of a post-table row that make a page (one for each PageColumn, no other). */
export const pageColumns = {
  id: posts.id,
  organization_id: posts.organization_id,
  title: posts.title,
  slug: posts.slug,
  description: posts.description,
  title_translation: posts.title_translation,
  description_translation: posts.description_translation,
  content: posts.content,
  order: posts.order,
  display_this_post: posts.display_this_post,
  display_as_blog_post: posts.display_as_blog_post,
  section_id: posts.section_id,
  version: posts.version,
  created_on: posts.created_on,
  updated_at: posts.updated_at,
} satisfies { [K in PageColumn]: (typeof posts)[K] };

/** The one mapper from a stored row to the API shape. */
export function toPageRecord(row: PageRow): Page {
  return { ...row, created_on: new Date(row.created_on).toISOString(), updated_at: new Date(row.updated_at).toISOString() };
}

/** Only rows of kind "page": a post is never read, changed or deleted through the pages API. */
export const isPage = (id: number) => and(eq(posts.id, id), eq(posts.kind, "page"))!;

/** One page, or 404 "Page not found". */
export async function requirePage(db: Db, id: number): Promise<Page> {
  const [row] = await db.select(pageColumns).from(posts).where(isPage(id)).limit(1);
  if (!row) throw notFound(PAGE_MESSAGES.notFound);
  return toPageRecord(row);
}

/** The organization that owns a page (for the authorization check), or 404. */
export async function pageOrganization(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ organization_id: posts.organization_id }).from(posts).where(isPage(id)).limit(1);
  if (!row) throw notFound(PAGE_MESSAGES.notFound);
  return row.organization_id;
}
