import "server-only";
import { and, eq } from "drizzle-orm";
import { cachedRead } from "@/platform/cache";
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
  const load = async () =>
    loadSections(await getDb(), and(eq(templateSections.organization_id, organizationId), eq(templateSections.url_page, urlPage))!);
  return cachedRead(organizationId, `page-sections ${urlPage}`, load);
}
