import "server-only";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { blockKey, cachedPageRecords, cachedRead, pageBlocksKey } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import type { TemplateSection } from "../schema";
import { sectionEditor } from "../registration";
import { templateSections } from "../tables";
import { loadSections } from "./records";

/** One section's record's key (its saves in place name it; the page's translation status reads it too). */
export const sectionKey = (id: number) => blockKey(sectionEditor.type, id);

/**
 * The sections of one page of an organization, in order, with their metrics in order: the
 * page's ids and each section's record, cached apart (cachedPageRecords: a section saved in
 * its place reloads alone). `urlPage` is a stored page path (see toPagePath).
 */
export async function loadPageSections(organizationId: number, urlPage: string): Promise<TemplateSection[]> {
  if (urlPage.includes("\0")) return []; // no stored page has one (PostgreSQL text cannot hold it)
  const onPage = and(eq(templateSections.organization_id, organizationId), eq(templateSections.url_page, urlPage))!;
  return cachedPageRecords(organizationId, {
    name: `page-sections ${urlPage}`,
    pageKey: pageBlocksKey(urlPage),
    recordKey: sectionKey,
    ids: async () =>
      (
        await (
          await getDb()
        )
          .select({ id: templateSections.id })
          .from(templateSections)
          .where(onPage)
          .orderBy(asc(templateSections.order), asc(templateSections.id))
      ).map((row) => row.id),
    records: async (ids) => loadSections(await getDb(), and(onPage, inArray(templateSections.id, ids))!),
  });
}

/**
 * The page that shows the organization's pricing plans: the stored path of its first
 * pricing_plans section (an older record: its flag, when it has no type), or null
 * when none does. /basket links there. Cached until the organization's next save.
 */
export async function pricingPagePath(organizationId: number): Promise<string | null> {
  return cachedRead(organizationId, "pricing-page", async () => {
    const [row] = await (
      await getDb()
    )
      .select({ url_page: templateSections.url_page })
      .from(templateSections)
      .where(
        and(
          eq(templateSections.organization_id, organizationId),
          or(
            eq(templateSections.section_type, "pricing_plans"),
            and(isNull(templateSections.section_type), eq(templateSections.is_pricingplans_section, true)),
          ),
        ),
      )
      .orderBy(asc(templateSections.id))
      .limit(1);
    return row?.url_page ?? null;
  });
}
