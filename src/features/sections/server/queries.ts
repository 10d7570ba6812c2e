import { and, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { orgTag } from "@/platform/cache/tags";
import { getDb } from "@/platform/db/client";
import type { TemplateSection } from "../schema";
import { templateSections } from "../tables";
import { loadSections } from "./records";

/**
 * Cached (tag org-{id}): the sections of one page of an organization, in order,
 * with their metrics in order. `urlPage` is a stored page path (see toPagePath).
 */
export async function loadPageSections(organizationId: number, urlPage: string): Promise<TemplateSection[]> {
  if (urlPage.includes("\0")) return []; // no stored page has one (PostgreSQL text cannot hold it)
  const load = async () =>
    loadSections(await getDb(), and(eq(templateSections.organization_id, organizationId), eq(templateSections.url_page, urlPage))!);
  return unstable_cache(load, ["page-sections", String(organizationId), urlPage], { tags: [orgTag(organizationId)] })();
}
