import "server-only";
import { eq, sql } from "drizzle-orm";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { PUBLIC_PAGE_CACHE_CONTROL, REDIRECT_ID_HEADER } from "@/platform/http/page-privacy";
import { locationOf, matchRedirect } from "../rules";
import { redirects } from "../tables";
import { REDIRECTS_KEY } from "./store";

export type StoredRedirect = { id: number; from_path: string; to_path: string; permanent: boolean };

/** The organization's redirects by the address they leave from; cached until the list's next save (or a slug change). */
export function loadRedirects(organizationId: number): Promise<ReadonlyMap<string, StoredRedirect>> {
  return cachedRead(
    organizationId,
    "redirects:map",
    async () => {
      const rows = await (
        await getDb()
      )
        .select({ id: redirects.id, from_path: redirects.from_path, to_path: redirects.to_path, permanent: redirects.permanent })
        .from(redirects)
        .where(eq(redirects.organization_id, organizationId));
      return new Map(rows.map((row) => [row.from_path, row]));
    },
    REDIRECTS_KEY,
  );
}

export type RedirectAnswer = { status: 301 | 302; location: string; id: number };

/** The answer to a visitor asking for `path` (decoded, no query) with `search` ("" or "?…"): a redirect of the organization's, or null. */
export async function redirectFor(organizationId: number, path: string, search: string): Promise<RedirectAnswer | null> {
  const rules = await loadRedirects(organizationId);
  if (!rules.size) return null;
  const found = matchRedirect(rules, path);
  if (!found) return null;
  return { status: found.rule.permanent ? 301 : 302, location: locationOf(found.to, search), id: found.rule.id };
}

/** The headers of a redirect answer: public like a page (the front thread keeps it), revalidated each time (the owner may change it). */
export const redirectHeaders = (answer: RedirectAnswer) => ({
  location: answer.location,
  "cache-control": PUBLIC_PAGE_CACHE_CONTROL,
  "content-type": "text/plain; charset=utf-8",
  [REDIRECT_ID_HEADER]: String(answer.id),
});

/**
 * Counts one answer of a redirect, without holding it: the visitor's answer is sent
 * first. Hits are a figure for the owner, not a page's content: no cache changes.
 */
export function countRedirectHit(id: number): void {
  void getDb()
    .then((db) =>
      db
        .update(redirects)
        .set({ hits: sql`${redirects.hits} + 1` })
        .where(eq(redirects.id, id)),
    )
    .catch((error) => console.error("Could not count a redirect's hit:", error));
}
