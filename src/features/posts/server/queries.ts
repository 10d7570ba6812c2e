import "server-only";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { badRequest } from "@/platform/http/errors";
import { POST_LIMITS, POST_MESSAGES } from "../rules";
import type { Post, PostSummary } from "../schema";
import { posts } from "../tables";
import { isPostOf, postColumns, postSummaryColumns, toPost, toPostSummary } from "./records";

/** The flags GET /api/posts filters by (?name=true|false). */
export const POST_FILTERS = ["display_as_blog_post", "is_help_center", "display_this_post", "is_displayed_first_page"] as const;

export type PostListQuery = {
  filters: Partial<Record<(typeof POST_FILTERS)[number], boolean>>;
  limit: number;
  offset: number;
};

function count(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const value = params.get(name);
  if (value === null) return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) > max) throw badRequest(`${name} must be a whole number from 0 to ${max}`);
  return Number(value);
}

/** Reads the list's query string: flags true or false, limit 1–500 (default 100), offset; anything else is a 400. */
export function parseListQuery(params: URLSearchParams): PostListQuery {
  const filters: PostListQuery["filters"] = {};
  for (const name of POST_FILTERS) {
    const value = params.get(name);
    if (value === null) continue;
    if (value !== "true" && value !== "false") throw badRequest(POST_MESSAGES.yesNo(name));
    filters[name] = value === "true";
  }
  const limit = count(params, "limit", POST_LIMITS.listDefault, POST_LIMITS.listMax);
  if (limit === 0) throw badRequest(`limit must be a whole number from 1 to ${POST_LIMITS.listMax}`);
  return { filters, limit, offset: count(params, "offset", 0, 1_000_000_000) };
}

/**
 * The organization's posts (never pages), without content: newest first, or
 * for the help center (?is_help_center=true) by help_center_order. `hidden`
 * false leaves out posts that are not shown (display_this_post false).
 */
export async function listPosts(db: Db, organizationId: number, query: PostListQuery, hidden: boolean): Promise<PostSummary[]> {
  const conditions: SQL[] = [eq(posts.organization_id, organizationId), eq(posts.kind, "post")];
  for (const [name, value] of Object.entries(query.filters)) conditions.push(eq(posts[name as keyof typeof query.filters], value));
  if (!hidden) conditions.push(eq(posts.display_this_post, true));
  const order = query.filters.is_help_center ? [asc(posts.help_center_order), asc(posts.id)] : [desc(posts.created_on), desc(posts.id)];
  const rows = await db
    .select(postSummaryColumns)
    .from(posts)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toPostSummary);
}

/** One post, or null; a hidden one (display_this_post false) only when `hidden` is allowed. */
export async function findPost(db: Db, organizationId: number, slug: string, hidden: boolean): Promise<Post | null> {
  const shown = hidden ? undefined : eq(posts.display_this_post, true);
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(and(isPostOf(organizationId, slug), shown))
    .limit(1);
  return row ? toPost(row) : null;
}
