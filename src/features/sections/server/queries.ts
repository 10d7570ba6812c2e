import "server-only";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import { blockKey, cachedPageBlocks, cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import type { TemplateSection } from "../schema";
import { sectionEditor } from "../registration";
import { templateSections } from "../tables";
import { sectionBlocks } from "./records";

/** One section's record's key (its saves in place name it; the page's translation status reads it too). */
export const sectionKey = (id: number) => blockKey(sectionEditor.type, id);

/**
 * The sections of one page of an organization, in order, with their metrics in order: the
 * page's ids and each section's record, cached apart (cachedPageRecords: a section saved in
 * its place reloads alone). `urlPage` is a stored page path (see toPagePath).
 */
export async function loadPageSections(organizationId: number, urlPage: string): Promise<TemplateSection[]> {
  return cachedPageBlocks(organizationId, urlPage, { table: templateSections, key: "page-sections", recordKey: sectionKey, ...sectionBlocks });
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
