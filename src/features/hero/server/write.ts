import "server-only";
import { withTranslationsNoted } from "@/platform/translations/store";
import { heroTexts } from "../translations";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { isUniqueViolation } from "@/platform/db/errors";
import { conflict, notFound } from "@/platform/http/errors";
import { toPagePath } from "@/platform/schema";
import { HERO_MESSAGES } from "../constants";
import { HERO_DEFAULTS, type HeroData } from "../defaults";
import { mergeHero } from "../merge";
import { migrateHero } from "../migrate";
import type { HeroSection } from "../record";
import { createHeroSchema, type HeroCreate, type HeroFieldsInput, type HeroUpdate } from "../schema";
import { heroSections } from "../tables";
import { requireHero, toHeroRecord } from "./records";

const UNIQUE_PAGE = "hero_sections_page_uniq";

/** The form after `changes`; the one column count is kept under both of its stored names. */
function applyChanges(base: HeroData, changes: HeroFieldsInput): HeroData {
  const next = mergeHero(base, changes);
  const column = changes.background_style?.column ?? changes.title_style?.blockColumns;
  if (column === undefined) return next;
  return { ...next, title_style: { ...next.title_style, blockColumns: column }, background_style: { ...next.background_style, column } };
}

/** A second hero on one page is refused with 409 (the unique index decides, so two saves at once cannot both win). */
async function onePerPage<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_PAGE)) throw conflict(HERO_MESSAGES.duplicate);
    throw error;
  }
}

/** A new hero on its page, at `order` (default 0: the top of a page laid out from 0 in steps of 10). */
export async function createHero(db: Db, organizationId: number, input: HeroCreate): Promise<HeroSection> {
  const { url_page, order, ...fields } = input;
  const data = applyChanges(HERO_DEFAULTS, fields);
  const [row] = await onePerPage(() =>
    db
      .insert(heroSections)
      .values({ organization_id: organizationId, url_page: toPagePath(url_page), order: order ?? 0, data })
      .returning(),
  );
  return toHeroRecord(row!);
}

/**
 * Changes the given fields (style objects key by key). The row is locked while
 * the new form is worked out from the stored one, so two saves never lose each
 * other's fields. With `version`, a write on a version that is no longer
 * current gets 409 with the current hero. A body with nothing to change
 * changes nothing, not even the version.
 */
export async function updateHero(db: Db, id: number, input: HeroUpdate): Promise<HeroSection> {
  const { version, url_page, order, ...fields } = input;
  const nothing = url_page === undefined && order === undefined && Object.values(fields).every((value) => value === undefined);
  if (nothing) return requireHero(db, id);
  const [row] = await db.select().from(heroSections).where(eq(heroSections.id, id)).for("update");
  if (!row) throw notFound(HERO_MESSAGES.notFound);
  if (version !== undefined && row.version !== version) throw conflict(HERO_MESSAGES.stale, { current: toHeroRecord(row) });
  const data = applyChanges(migrateHero(row.data), fields);
  const [updated] = await onePerPage(() =>
    db
      .update(heroSections)
      .set({
        data,
        ...(url_page === undefined ? {} : { url_page: toPagePath(url_page) }),
        ...(order === undefined ? {} : { order }),
        version: sql`${heroSections.version} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(heroSections.id, id))
      .returning(),
  );
  return toHeroRecord(updated!);
}

/** Deletes the block; answers the page it was on too (what the delete changed). */
export async function deleteHero(db: Db, id: number): Promise<{ deleted: true; id: number; url_page: string }> {
  const [row] = await db.delete(heroSections).where(eq(heroSections.id, id)).returning({ id: heroSections.id, url_page: heroSections.url_page });
  if (!row) throw notFound(HERO_MESSAGES.notFound);
  return { deleted: true, id, url_page: row.url_page };
}

/**
 * Global Settings' Hero Section tab (`heroData` of PUT /api/organizations/{id}): the
 * page's hero gets the fields sent; a page without one gets a new hero at the top
 * (then a title is required, as in the hero editor). Inside the settings' transaction.
 */
/** The id of the organization's hero on a page, or null. */
export async function heroIdOfPage(db: Db, organizationId: number, urlPage: string): Promise<number | null> {
  const [row] = await db
    .select({ id: heroSections.id })
    .from(heroSections)
    .where(and(eq(heroSections.organization_id, organizationId), eq(heroSections.url_page, toPagePath(urlPage))))
    .limit(1);
  return row?.id ?? null;
}

export async function saveHeroOfPage(db: Db, organizationId: number, urlPage: string, fields: HeroFieldsInput): Promise<HeroSection> {
  const path = toPagePath(urlPage);
  const [row] = await db
    .select({ id: heroSections.id })
    .from(heroSections)
    .where(and(eq(heroSections.organization_id, organizationId), eq(heroSections.url_page, path)))
    .limit(1);
  const hero = row ? await updateHero(db, row.id, fields) : await createHero(db, organizationId, createHeroSchema.parse({ ...fields, url_page: path }));
  // The Hero Section tab's save (Global Settings) is a save pipeline of the hero too: its translations are noted with it.
  return withTranslationsNoted(db, organizationId, hero, heroTexts);
}
