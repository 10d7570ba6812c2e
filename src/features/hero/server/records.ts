import "server-only";
import { asc, eq, type SQL } from "drizzle-orm";
import { loadBlocks, type BlockQuery } from "@/platform/cache";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { HERO_MESSAGES } from "../constants";
import { migrateHero } from "../migrate";
import type { HeroRow, HeroSection } from "../record";
import { heroSections } from "../tables";

/** The one mapper from a stored row to the API shape; the stored form goes through migrate.ts (older shapes, missing values). */
export function toHeroRecord(row: HeroRow): HeroSection {
  const { data, ...columns } = row;
  return {
    ...migrateHero(data),
    ...columns,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Heroes in page order (a page has one at most). */
export const heroBlocks = {
  rows: (db: Db, where: SQL) => db.select().from(heroSections).where(where).orderBy(asc(heroSections.order), asc(heroSections.id)),
  toRecord: toHeroRecord,
} satisfies BlockQuery<HeroRow, HeroSection>;

export const loadHeroes = (db: Db, where: SQL): Promise<HeroSection[]> => loadBlocks(heroBlocks, db, where);

/** One hero, or 404 "Hero section not found". */
export async function requireHero(db: Db, id: number): Promise<HeroSection> {
  const [hero] = await loadHeroes(db, eq(heroSections.id, id));
  if (!hero) throw notFound(HERO_MESSAGES.notFound);
  return hero;
}

/** The organization that owns a hero (for the authorization check), or 404. */
export async function heroOrganization(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ organization_id: heroSections.organization_id }).from(heroSections).where(eq(heroSections.id, id)).limit(1);
  if (!row) throw notFound(HERO_MESSAGES.notFound);
  return row.organization_id;
}
