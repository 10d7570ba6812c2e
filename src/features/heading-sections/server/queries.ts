import "server-only";
import { and, eq } from "drizzle-orm";
import { cachedRead, pageBlocksKey } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import type { HeadingSection } from "../schema";
import { templateHeadingSections } from "../tables";
import { loadHeadings } from "./records";

/** Cached until the organization's next save: the heading sections of one page (a stored page path), in order. */
export async function loadPageHeadings(organizationId: number, urlPage: string): Promise<HeadingSection[]> {
  if (urlPage.includes("\0")) return []; // no stored page has one (PostgreSQL text cannot hold it)
  const load = async () =>
    loadHeadings(await getDb(), and(eq(templateHeadingSections.organization_id, organizationId), eq(templateHeadingSections.url_page, urlPage))!);
  return cachedRead(organizationId, `page-headings ${urlPage}`, load, pageBlocksKey(urlPage));
}
