import "server-only";
import { and, eq } from "drizzle-orm";
import { cachedRead, pageBlocksKey } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import type { HeroSection } from "../record";
import { heroSections } from "../tables";
import { loadHeroes } from "./records";

/** Cached until the organization's next save: the hero of one page (at most one), as a list like every block type's. */
export async function loadPageHeroes(organizationId: number, urlPage: string): Promise<HeroSection[]> {
  if (urlPage.includes("\0")) return []; // no stored page has one (PostgreSQL text cannot hold it)
  const load = async () => loadHeroes(await getDb(), and(eq(heroSections.organization_id, organizationId), eq(heroSections.url_page, urlPage))!);
  return cachedRead(organizationId, `page-heroes ${urlPage}`, load, pageBlocksKey(urlPage));
}
