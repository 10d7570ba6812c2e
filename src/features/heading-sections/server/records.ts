import "server-only";
import { asc, eq, type SQL } from "drizzle-orm";
import { loadBlocks, type BlockQuery } from "@/platform/cache";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import type { HeadingRow, HeadingSection } from "../schema";
import { templateHeadingSections } from "../tables";

export const HEADING_NOT_FOUND = "Heading section not found";

/** The one mapper from a stored row to the API shape. */
export function toHeadingRecord(row: HeadingRow): HeadingSection {
  const { created_at, updated_at, ...fields } = row;
  return {
    ...fields,
    name_translation: row.name_translation ?? null,
    description_text_translation: row.description_text_translation ?? null,
    button_text_translation: row.button_text_translation ?? null,
    gradient: row.gradient ?? null,
    created_at: new Date(created_at).toISOString(),
    updated_at: new Date(updated_at).toISOString(),
  };
}

/** Heading sections in page order: by `order`, then id. */
export const headingBlocks = {
  rows: (db: Db, where: SQL) =>
    db.select().from(templateHeadingSections).where(where).orderBy(asc(templateHeadingSections.order), asc(templateHeadingSections.id)),
  toRecord: toHeadingRecord,
} satisfies BlockQuery<HeadingRow, HeadingSection>;

export const loadHeadings = (db: Db, where: SQL): Promise<HeadingSection[]> => loadBlocks(headingBlocks, db, where);

/** One heading section, or 404 "Heading section not found". */
export async function requireHeading(db: Db, id: number): Promise<HeadingSection> {
  const [heading] = await loadHeadings(db, eq(templateHeadingSections.id, id));
  if (!heading) throw notFound(HEADING_NOT_FOUND);
  return heading;
}

/** The organization that owns a heading section (for the authorization check), or 404. */
export async function headingOrganization(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ organization_id: templateHeadingSections.organization_id })
    .from(templateHeadingSections)
    .where(eq(templateHeadingSections.id, id))
    .limit(1);
  if (!row) throw notFound(HEADING_NOT_FOUND);
  return row.organization_id;
}
