import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { posts } from "@/features/posts";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { slugOfPath } from "../rules";
import type { Page } from "../schema";
import { pageColumns, toPageRecord } from "./records";

/** The key of the cached reads of the pages (one page, the list): every page save names it. */
export const PAGES_KEY = "pages";

/**
 * The organization's page at a stored path (`/about-us` -> slug `about-us`; no
 * locale prefix), or null. Cached until the organization's next save. A path no
 * slug can match (`/`, `/a/b`, `/About`) answers null without a query.
 */
export async function loadPage(organizationId: number, path: string): Promise<Page | null> {
  const slug = slugOfPath(path);
  if (slug === null) return null;
  return cachedRead(
    organizationId,
    `pages:page ${slug}`,
    async () => {
      const [row] = await (
        await getDb()
      )
        .select(pageColumns)
        .from(posts)
        .where(and(eq(posts.organization_id, organizationId), eq(posts.kind, "page"), eq(posts.slug, slug)))
        .limit(1);
      return row ? toPageRecord(row) : null;
    },
    PAGES_KEY,
  );
}

/** The organization's pages in site-map order (order, then id), cached until its next save. */
export async function listPages(organizationId: number): Promise<Page[]> {
  return cachedRead(
    organizationId,
    "pages:list",
    async () => {
      const rows = await (
        await getDb()
      )
        .select(pageColumns)
        .from(posts)
        .where(and(eq(posts.organization_id, organizationId), eq(posts.kind, "page")))
        .orderBy(asc(posts.order), asc(posts.id));
      return rows.map(toPageRecord);
    },
    PAGES_KEY,
  );
}
