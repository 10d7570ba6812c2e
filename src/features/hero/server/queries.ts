import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { blockKey, cachedPageRecords, pageBlocksKey } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import type { HeroSection } from "../record";
import { heroEditor } from "../registration";
import { heroSections } from "../tables";
import { loadHeroes } from "./records";

/** One hero's record's key (its saves in place name it). */
export const heroKey = (id: number) => blockKey(heroEditor.type, id);

/** The hero of one page (at most one), as a list like every block type's: the page's ids and each record, cached apart (cachedPageRecords). */
export async function loadPageHeroes(organizationId: number, urlPage: string): Promise<HeroSection[]> {
  if (urlPage.includes("\0")) return []; // no stored page has one (PostgreSQL text cannot hold it)
  const onPage = and(eq(heroSections.organization_id, organizationId), eq(heroSections.url_page, urlPage))!;
  return cachedPageRecords(organizationId, {
    name: `page-heroes ${urlPage}`,
    pageKey: pageBlocksKey(urlPage),
    recordKey: heroKey,
    ids: async () =>
      (await (await getDb()).select({ id: heroSections.id }).from(heroSections).where(onPage).orderBy(asc(heroSections.order), asc(heroSections.id))).map(
        (row) => row.id,
      ),
    records: async (ids) => loadHeroes(await getDb(), and(onPage, inArray(heroSections.id, ids))!),
  });
}
