import "server-only";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import { cachedRead, pageBlocksKey } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import type { TemplateSection } from "../schema";
import { templateSections } from "../tables";
import { loadSections } from "./records";

/**
 * Cached until the organization's next save: the sections of one page of an organization, in order,
 * with their metrics in order. `urlPage` is a stored page path (see toPagePath).
 */
export async function loadPageSections(organizationId: number, urlPage: string): Promise<TemplateSection[]> {
  if (urlPage.includes("\0")) return []; // no stored page has one (PostgreSQL text cannot hold it)
  const load = async () => loadSections(await getDb(), and(eq(templateSections.organization_id, organizationId), eq(templateSections.url_page, urlPage))!);
  return cachedRead(organizationId, `page-sections ${urlPage}`, load, pageBlocksKey(urlPage));
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
