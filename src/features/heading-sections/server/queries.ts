import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { blockKey, cachedPageRecords, pageBlocksKey } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { headingSectionEditor } from "../registration";
import type { HeadingSection } from "../schema";
import { templateHeadingSections } from "../tables";
import { loadHeadings } from "./records";

/** One heading section's record's key (its saves in place name it). */
export const headingKey = (id: number) => blockKey(headingSectionEditor.type, id);

/** The heading sections of one page (a stored page path), in order: the page's ids and each record, cached apart (cachedPageRecords). */
export async function loadPageHeadings(organizationId: number, urlPage: string): Promise<HeadingSection[]> {
  if (urlPage.includes("\0")) return []; // no stored page has one (PostgreSQL text cannot hold it)
  const onPage = and(eq(templateHeadingSections.organization_id, organizationId), eq(templateHeadingSections.url_page, urlPage))!;
  return cachedPageRecords(organizationId, {
    name: `page-headings ${urlPage}`,
    pageKey: pageBlocksKey(urlPage),
    recordKey: headingKey,
    ids: async () =>
      (
        await (
          await getDb()
        )
          .select({ id: templateHeadingSections.id })
          .from(templateHeadingSections)
          .where(onPage)
          .orderBy(asc(templateHeadingSections.order), asc(templateHeadingSections.id))
      ).map((row) => row.id),
    records: async (ids) => loadHeadings(await getDb(), and(onPage, inArray(templateHeadingSections.id, ids))!),
  });
}
