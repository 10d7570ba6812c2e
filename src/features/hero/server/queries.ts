import "server-only";
import { blockKey, cachedPageBlocks } from "@/platform/cache";
import type { HeroSection } from "../record";
import { heroEditor } from "../registration";
import { heroSections } from "../tables";
import { heroBlocks } from "./records";

/** One hero's record's key (its saves in place name it). */
export const heroKey = (id: number) => blockKey(heroEditor.type, id);

/** The hero of one page (at most one), as a list like every block type's: the page's ids and each record, cached apart (cachedPageBlocks). */
export async function loadPageHeroes(organizationId: number, urlPage: string): Promise<HeroSection[]> {
  return cachedPageBlocks(organizationId, urlPage, { table: heroSections, key: "page-heroes", recordKey: heroKey, ...heroBlocks });
}
