import "server-only";
import { freeAddress, keepOldAddress } from "@/features/redirects/server";
import { and, eq, sql } from "drizzle-orm";
import { reservedSlugMessage } from "@/features/pages";
import { isUniqueViolation } from "@/platform/db/errors";
import type { Db } from "@/platform/db/client";
import { badRequest, conflict, HttpError } from "@/platform/http/errors";
import type { Caller } from "@/platform/tenancy/authorize";
import { members } from "@/platform/tenancy/tables";
import { POST_CONFLICT_WINDOW_MS, POST_MESSAGES, postSlugError, slugFromTitle } from "../rules";
import type { BlogPostFlags, LoadedVersion, Post, PostCreate, PostFields, PostUpdate } from "../schema";
import { posts } from "../tables";
import { withTranslationsNoted } from "@/platform/translations/store";
import { postTexts } from "../translations";
import { sanitizeContentTranslations, sanitizePostContent } from "./content";
import { isPostOf, postColumns, requirePost, toPost, type PostRow } from "./records";
import { keepPostRevision, latestSave, requireRevision } from "./revisions";

/** The index that keeps a slug unique per organization across pages and posts (drizzle/0002_pages_and_headings.sql). */
const SLUG_INDEX = "posts_org_slug_uniq";

const badField = (message: string, field: string) => new HttpError(400, message, { field });

/**
 * Runs a write that gives a post `slug` inside a savepoint: the database's
 * unique index decides (of two concurrent creates with one slug, one wins), and
 * breaking it is a 409 on the slug field saying whether a page or a post has it.
 */
async function claimingSlug(db: Db, organizationId: number, slug: string, write: (db: Db) => Promise<PostRow[]>): Promise<PostRow> {
  try {
    const [row] = await db.transaction((savepoint) => write(savepoint as unknown as Db));
    return row!;
  } catch (error) {
    if (!isUniqueViolation(error, SLUG_INDEX)) throw error;
    const [holder] = await db
      .select({ kind: posts.kind })
      .from(posts)
      .where(and(eq(posts.organization_id, organizationId), eq(posts.slug, slug)))
      .limit(1);
    throw conflict(holder?.kind === "page" ? POST_MESSAGES.slugTakenByPage : POST_MESSAGES.slugTakenByPost, { field: "slug" });
  }
}

async function isMember(db: Db, organizationId: number, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organization_id, organizationId), eq(members.user_id, userId)))
    .limit(1);
  return !!member;
}

/** An author must be a member of the organization (a user id of another organization is never stored). */
async function assertAuthor(db: Db, organizationId: number, authorId: string | null | undefined) {
  if (authorId && !(await isMember(db, organizationId, authorId))) throw badField(POST_MESSAGES.authorNotMember, "author_id");
}

/** A new post's slug: the one given, else the title's (spec §5); a title with nothing to make one from asks for a slug. */
function newPostSlug(input: PostCreate): string {
  if (input.slug !== undefined) return input.slug;
  const slug = slugFromTitle(input.title);
  if (!slug) throw badField(POST_MESSAGES.slugFromTitle, "slug");
  if (postSlugError(slug)) throw badField(reservedSlugMessage(slug), "slug");
  return slug;
}

/** A new post (kind "post") of the organization, and its first revision. */
export async function createPost(db: Db, caller: Caller, input: PostCreate): Promise<Post> {
  const { organizationId } = caller;
  const slug = newPostSlug(input);
  const type = input.type ?? "default";
  await assertAuthor(db, organizationId, input.author_id);
  const content = sanitizePostContent(type, input.content);
  const content_translation = sanitizeContentTranslations(type, input.content_translation);
  const values = { ...input, organization_id: organizationId, kind: "post", slug, type, content, content_translation };
  const row = await claimingSlug(db, organizationId, slug, (tx) => tx.insert(posts).values(values).returning(postColumns));
  // The post lives at its address: a redirect leaving from it is removed (issue 43 §2).
  await freeAddress(db, organizationId, `/${row.slug}`);
  // Issue 42: its translations are noted in the same transaction (what each was made from).
  return withTranslationsNoted(db, organizationId, toPost(row), postTexts);
}

/**
 * Whether the editor's copy is still the latest (docs/decisions.md "Posts API"):
 * with `version`, it must be the stored one; with `updated_at`, no save may be
 * later; with neither, the latest save must not be someone else's within the
 * conflict window. Otherwise 409 with the current post and who saved it.
 */
async function assertFresh(db: Db, post: PostRow, loaded: LoadedVersion, caller: Caller) {
  const latest = await latestSave(db, post.id, POST_CONFLICT_WINDOW_MS);
  const stale =
    loaded.version !== undefined
      ? post.version !== loaded.version
      : loaded.updated_at !== undefined
        ? new Date(post.updated_at).getTime() > Date.parse(loaded.updated_at)
        : !!latest && latest.recent && latest.saved_by.id !== caller.user.id;
  if (stale) throw conflict(POST_MESSAGES.stale, { current: toPost(post), saved_by: latest?.saved_by ?? null });
}

/** Writes the changed fields as a new save: version + 1, updated_at now, a new revision. */
async function save(db: Db, caller: Caller, before: PostRow, changes: Partial<PostFields>): Promise<Post> {
  const type = changes.type ?? before.type;
  // The stored content always passes its type's list: a new type re-sanitizes the content it keeps.
  const content = changes.content !== undefined || changes.type !== undefined ? sanitizePostContent(type, changes.content ?? before.content) : undefined;
  const content_translation =
    changes.content_translation !== undefined || changes.type !== undefined
      ? sanitizeContentTranslations(type, changes.content_translation === undefined ? before.content_translation : changes.content_translation)
      : undefined;
  if (changes.author_id !== undefined) await assertAuthor(db, caller.organizationId, changes.author_id);
  const slug = changes.slug ?? before.slug;
  const row = await claimingSlug(db, caller.organizationId, slug, (tx) =>
    tx
      .update(posts)
      .set({ ...changes, content, content_translation, version: sql`${posts.version} + 1`, updated_at: sql`now()` })
      .where(eq(posts.id, before.id))
      .returning(postColumns),
  );
  // The old address keeps working: a permanent redirect to the new one, in every language (issue 43 §2).
  if (row.slug !== before.slug) await keepOldAddress(db, caller.organizationId, `/${before.slug}`, `/${row.slug}`);
  // Issue 42: every save notes the post's translations in its transaction (an edited source makes them outdated).
  return withTranslationsNoted(db, caller.organizationId, toPost(row), postTexts);
}

/** PATCH: the given fields, after the conflict check; a body with no field to change changes nothing. */
export async function updatePost(db: Db, caller: Caller, slug: string, input: PostUpdate): Promise<Post> {
  const { version, updated_at, ...changes } = input;
  const before = await requirePost(db, caller.organizationId, slug, true);
  if (Object.values(changes).every((value) => value === undefined)) return toPost(before);
  await assertFresh(db, before, { version, updated_at }, caller);
  return save(db, caller, before, changes);
}

/**
 * Restores a revision as a new save (after the conflict check): every field it
 * kept comes back except the slug (the post stays at its current address); an
 * author who is no longer a member is cleared.
 */
export async function restoreRevision(db: Db, caller: Caller, slug: string, revisionId: number, loaded: LoadedVersion): Promise<Post> {
  const before = await requirePost(db, caller.organizationId, slug, true);
  const { fields } = await requireRevision(db, before, revisionId);
  await assertFresh(db, before, loaded, caller);
  const restored: Partial<PostFields> = { ...fields };
  delete restored.slug;
  if (restored.author_id && !(await isMember(db, caller.organizationId, restored.author_id))) restored.author_id = null;
  return save(db, caller, before, restored);
}

/** Deletes the post; its revisions go with it (foreign key, same transaction). */
export async function deletePost(db: Db, organizationId: number, slug: string): Promise<{ deleted: true; id: number; slug: string }> {
  const [row] = await db.delete(posts).where(isPostOf(organizationId, slug)).returning({ id: posts.id });
  if (!row) throw new HttpError(404, POST_MESSAGES.notFound);
  return { deleted: true, id: row.id, slug };
}

/**
 * The Blog tab of Global Settings: a post's display flags, saved like any change of
 * the post (conflict check on the version loaded, a new revision). Unknown id: 400.
 */
export async function setBlogPostFlags(db: Db, caller: Caller, flags: BlogPostFlags): Promise<Post> {
  const [row] = await db
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.organization_id, caller.organizationId), eq(posts.kind, "post"), eq(posts.id, flags.id)))
    .limit(1);
  if (!row) throw badRequest(`Blog post ${flags.id} does not exist (it may have been deleted): reload the settings.`);
  const { display_this_post, display_as_blog_post, is_displayed_first_page, version } = flags;
  return updatePost(db, caller, row.slug, { display_this_post, display_as_blog_post, is_displayed_first_page, version });
}

/**
 * Scheduled publishing (issue 43 §1): shows (publish) or hides (unpublish) the post or
 * page `id` of the caller's organization, as a save of the member who scheduled it: a
 * post through the editor's save (its rules checked again, version + 1, a revision kept
 * in the same transaction), a page as its version's next save. A post or page that is
 * gone, or whose stored slug the rules now refuse, throws a 400 saying why (the change
 * is then listed as failed). Answers what the save changed, for the cache.
 */
export async function setShown(db: Db, caller: Caller, id: number, shown: boolean): Promise<{ kind: "post" | "page"; slug: string }> {
  const [row] = await db
    .select({ ...postColumns, kind: posts.kind })
    .from(posts)
    .where(and(eq(posts.organization_id, caller.organizationId), eq(posts.id, id)))
    .for("update")
    .limit(1);
  if (!row) throw badRequest("The post or page no longer exists (it was deleted).");
  const kind = row.kind === "page" ? "page" : "post";
  const slugProblem = postSlugError(row.slug);
  if (slugProblem) throw badRequest(`Its address /${row.slug} is no longer allowed: ${slugProblem}`);
  if (row.display_this_post === shown) return { kind, slug: row.slug };
  if (kind === "page") {
    await db
      .update(posts)
      .set({ display_this_post: shown, version: sql`${posts.version} + 1`, updated_at: sql`now()` })
      .where(eq(posts.id, id));
    return { kind, slug: row.slug };
  }
  const saved = await save(db, caller, row, { display_this_post: shown });
  await keepPostRevision(db, caller, caller.organizationId, saved.id);
  return { kind, slug: saved.slug };
}
