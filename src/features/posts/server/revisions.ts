import "server-only";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import type { Caller } from "@/platform/tenancy/authorize";
import { POST_LIMITS, POST_MESSAGES, POST_TYPES } from "../rules";
import type { PostFields, PostRevision, PostRevisionSummary, RevisionAuthor } from "../schema";
import type { KeptRecord, RevisionKeeper } from "@/platform/revisions/declared";
import { postRevisions, posts } from "../tables";
import { fieldsOf, nest, postColumns, type PostRow } from "./records";

const summaryColumns = {
  id: postRevisions.id,
  post_id: postRevisions.post_id,
  version: postRevisions.version,
  created_at: postRevisions.created_at,
  user_id: postRevisions.user_id,
  user_name: postRevisions.user_name,
  user_email: postRevisions.user_email,
  title: postRevisions.title,
  slug: postRevisions.slug,
};

type SummaryRow = {
  id: number;
  post_id: number;
  version: number;
  created_at: Date | string;
  user_id: string | null;
  user_name: string;
  user_email: string;
  title: string;
  slug: string;
};

const authorOf = (row: Pick<SummaryRow, "user_id" | "user_name" | "user_email">): RevisionAuthor => ({
  id: row.user_id,
  name: row.user_name,
  email: row.user_email,
});

function toSummary(row: SummaryRow): PostRevisionSummary {
  return {
    id: row.id,
    post_id: row.post_id,
    version: row.version,
    created_at: new Date(row.created_at).toISOString(),
    saved_by: authorOf(row),
    title: row.title,
    slug: row.slug,
  };
}

/**
 * Keeps the saved state of a post as a revision, then deletes the post's
 * revisions beyond the newest 50, in the caller's transaction.
 */
async function recordRevision(db: Db, row: PostRow, caller: Caller): Promise<void> {
  const { title, slug, content, ...fields } = fieldsOf(row);
  await db.insert(postRevisions).values({
    post_id: row.id,
    organization_id: row.organization_id,
    version: row.version,
    user_id: caller.user.id,
    user_name: caller.user.name,
    user_email: caller.user.email,
    title,
    slug,
    content,
    fields,
  });
  const oldestKept = sql`(select r.id from ${postRevisions} r where r.post_id = ${row.id} order by r.id desc offset ${POST_LIMITS.revisions - 1} limit 1)`;
  await db.delete(postRevisions).where(and(eq(postRevisions.post_id, row.id), lt(postRevisions.id, oldestKept)));
}

/**
 * Keeps the post's state as saved, unless its latest revision already has this
 * version (a save that changed nothing). Saves declare it (`revisions: keptPostRevisions`).
 */
export async function keepPostRevision(db: Db, caller: Caller, organizationId: number, postId: number): Promise<void> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.organization_id, organizationId)))
    .limit(1);
  if (!row) return;
  const [latest] = await db
    .select({ version: postRevisions.version })
    .from(postRevisions)
    .where(eq(postRevisions.post_id, postId))
    .orderBy(desc(postRevisions.id))
    .limit(1);
  if (latest?.version === row.version) return;
  await recordRevision(db, row, caller);
}

/** What a post's save keeps: the post it answered, as saved (the pipeline calls it in the save's transaction). */
export const keptPostRevisions: RevisionKeeper<{ id: number }> = {
  keep: (tx, caller, organizationId, post) => keepPostRevision(tx, caller, organizationId, post.id),
};

/** A post's revision, as one record of a save that changed several (the Blog tab of Global Settings). */
export const postRevisionOf = (postId: number): KeptRecord => ({ keep: (tx, caller, organizationId) => keepPostRevision(tx, caller, organizationId, postId) });

/** A post's revisions, newest first, without their content. */
export async function listRevisions(db: Db, postId: number): Promise<PostRevisionSummary[]> {
  const rows = await db.select(summaryColumns).from(postRevisions).where(eq(postRevisions.post_id, postId)).orderBy(desc(postRevisions.id));
  return rows.map(toSummary);
}

/** The latest save of a post: who, and whether it is within the conflict window (by the database's clock). */
export async function latestSave(db: Db, postId: number, windowMs: number): Promise<{ saved_by: RevisionAuthor; recent: boolean } | null> {
  const [row] = await db
    .select({ ...summaryColumns, recent: sql<boolean>`${postRevisions.created_at} > now() - make_interval(secs => ${windowMs / 1000})` })
    .from(postRevisions)
    .where(eq(postRevisions.post_id, postId))
    .orderBy(desc(postRevisions.id))
    .limit(1);
  return row ? { saved_by: authorOf(row), recent: row.recent } : null;
}

/** The type of each stored field (nullable ones may also be null), for reading a revision's `fields` back. */
const FIELD_TYPES: Record<Exclude<keyof PostFields, "title" | "slug" | "content">, "string" | "number" | "boolean" | "string?" | "number?" | "map?"> = {
  description: "string?",
  author_name: "string?",
  metadescription_for_page: "string?",
  title_translation: "map?",
  description_translation: "map?",
  content_translation: "map?",
  metadescription_for_page_translation: "map?",
  display_this_post: "boolean",
  display_as_blog_post: "boolean",
  is_displayed_first_page: "boolean",
  is_help_center: "boolean",
  help_center_order: "number",
  type: "string",
  section_id: "number?",
  subsection: "string?",
  order: "number",
  is_with_author: "boolean",
  is_company_author: "boolean",
  author_id: "string?",
  main_photo: "string?",
};

/** A `*_translation` map as stored: text by language. */
const isTextMap = (value: unknown): value is Record<string, string> =>
  !!value && typeof value === "object" && !Array.isArray(value) && Object.values(value).every((text) => typeof text === "string");

/** A revision's fields; one it lacks or holds in another shape (kept before a field changed) takes the post's current value. */
export function revisionFields(stored: Record<string, unknown>, current: PostFields, kept: Pick<PostFields, "title" | "slug" | "content">): PostFields {
  const fields: Record<string, unknown> = { ...current, ...kept };
  for (const [key, type] of Object.entries(FIELD_TYPES)) {
    const value = stored[key];
    if (!Object.hasOwn(stored, key)) continue;
    if (type === "map?") {
      if (value === null || isTextMap(value)) fields[key] = value;
      continue;
    }
    if (typeof value === type.replace("?", "") || (value === null && type.endsWith("?"))) fields[key] = value;
  }
  if (!POST_TYPES.includes(fields.type as PostFields["type"])) fields.type = current.type;
  return fields as PostFields;
}

/** One revision of a post (404 when it is not one of this post's). */
export async function requireRevision(db: Db, post: PostRow, id: number): Promise<{ revision: PostRevision; fields: PostFields }> {
  const [row] = await db
    .select({ ...summaryColumns, content: postRevisions.content, fields: postRevisions.fields })
    .from(postRevisions)
    .where(and(eq(postRevisions.id, id), eq(postRevisions.post_id, post.id)))
    .limit(1);
  if (!row) throw notFound(POST_MESSAGES.revisionNotFound);
  const fields = revisionFields(row.fields, fieldsOf(post), { title: row.title, slug: row.slug, content: row.content });
  return { revision: { ...toSummary(row), ...nest(fields) }, fields };
}
