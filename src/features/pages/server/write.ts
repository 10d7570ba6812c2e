import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { posts } from "@/features/posts";
import type { Db } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/http/errors";
import { PAGE_MESSAGES } from "../rules";
import type { Page, PageCreate, PageUpdate } from "../schema";
import { movePageBlocks } from "./page-move";
import { pageTexts } from "../translations";
import { withTranslationsNoted } from "@/platform/translations/store";
import { isPage, pageColumns, requirePage, toPageRecord } from "./records";
import { isUniqueViolation } from "@/platform/db/errors";
import { freeAddress, keepOldAddress } from "@/features/redirects/server";

/** The index that keeps a slug unique per organization (drizzle/0002_pages_and_headings.sql). */
const SLUG_INDEX = "posts_org_slug_uniq";

const slugTaken = () => conflict(PAGE_MESSAGES.slugTaken, { field: "slug" });

/**
 * Runs a write that may give a page a slug: the database's unique index decides
 * (two concurrent creates with one slug give one page), and breaking it is a 409
 * on the slug field rather than a server error.
 */
async function claimingSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SLUG_INDEX)) throw slugTaken();
    throw error;
  }
}

/**
 * A new page (spec/editors.md §3 "Page", §7): a post-table row of kind "page",
 * no content, shown, not a blog post, in no section; its order is the highest
 * page order of the organization plus 1 (1 for the first page).
 */
export async function createPage(db: Db, organizationId: number, input: PageCreate): Promise<Page> {
  const nextOrder = sql<number>`(select coalesce(max(p."order"), 0) + 1 from ${posts} p where p.organization_id = ${organizationId} and p.kind = 'page')`;
  const [row] = await claimingSlug(() =>
    db
      .insert(posts)
      .values({
        organization_id: organizationId,
        kind: "page",
        title: input.title,
        slug: input.slug,
        description: input.description ?? null,
        title_translation: input.title_translation ?? null,
        description_translation: input.description_translation ?? null,
        content: null,
        order: nextOrder,
        display_this_post: true,
        display_as_blog_post: false,
        section_id: null,
      })
      .returning(pageColumns),
  );
  // The page lives at its address: a redirect leaving from it is removed (issue 43 §2).
  await freeAddress(db, organizationId, `/${row!.slug}`);
  // Issue 42: its translations are noted in the same transaction (what each was made from).
  return withTranslationsNoted(db, organizationId, toPageRecord(row!), pageTexts);
}

/**
 * Changes the given fields. With `version`, the write happens only if the stored
 * version is still that one (checked in the UPDATE itself); otherwise 409 with
 * the current page. A body with no field to change changes nothing. A new slug
 * takes the page's blocks along to the new address, in the same transaction.
 */
export async function updatePage(db: Db, id: number, input: PageUpdate): Promise<Page> {
  const { version, ...fields } = input;
  if (Object.values(fields).every((value) => value === undefined)) return requirePage(db, id);
  const before = await requirePage(db, id);
  const [row] = await claimingSlug(() =>
    db
      .update(posts)
      .set({ ...fields, version: sql`${posts.version} + 1`, updated_at: sql`now()` })
      .where(and(isPage(id), version === undefined ? undefined : eq(posts.version, version)))
      .returning(pageColumns),
  );
  if (!row) throw conflict(PAGE_MESSAGES.stale, { current: await requirePage(db, id) });
  if (row.slug !== before.slug) {
    try {
      await movePageBlocks(db, row.organization_id, `/${before.slug}`, `/${row.slug}`);
    } catch (error) {
      // Only one hero per page: the address's own blocks (from before it was a page) may have one.
      if (isUniqueViolation(error, "hero_sections_page_uniq")) throw conflict(PAGE_MESSAGES.heroTaken(row.slug), { field: "slug" });
      throw error;
    }
    // The old address keeps working: a permanent redirect to the new one, in every language (issue 43 §2).
    await keepOldAddress(db, row.organization_id, `/${before.slug}`, `/${row.slug}`);
  }
  // Issue 42: every save notes the page's translations in its transaction (an edited source makes them outdated).
  return withTranslationsNoted(db, row.organization_id, toPageRecord(row), pageTexts);
}

/** Deletes the page and, in the same transaction, the blocks on it (its sections, headings and hero); answers its path too (the blocks' page). */
export async function deletePage(db: Db, id: number): Promise<{ deleted: true; id: number; url_page: string }> {
  const [row] = await db.delete(posts).where(isPage(id)).returning({ slug: posts.slug, organization_id: posts.organization_id });
  if (!row) throw notFound(PAGE_MESSAGES.notFound);
  await movePageBlocks(db, row.organization_id, `/${row.slug}`, null);
  return { deleted: true, id, url_page: `/${row.slug}` };
}
