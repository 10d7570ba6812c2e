import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { conflict, HttpError, notFound } from "@/platform/http/errors";
import { sanitizeRichText, sanitizeTranslations } from "@/platform/sanitize/html";
import { toPagePath } from "@/platform/schema";
import { HEADING_MESSAGES, hasText, type HeadingCreate, type HeadingSection, type HeadingUpdate } from "../schema";
import { templateHeadingSections } from "../tables";
import { HEADING_NOT_FOUND, requireHeading, toHeadingRecord } from "./records";
import { ORDER_STEP } from "@/platform/db/order";

export const STALE_HEADING = "This heading section was changed by someone else. Review the latest version and save again.";

type Cleanable = { url_page?: string; description_text?: string; description_text_translation?: Record<string, string> | null };

/**
 * Stored form of client fields: page path without locale prefix, rich text
 * sanitized. A description that sanitizing leaves without text (only a script,
 * say) is refused like an empty one.
 */
function clean<T extends Cleanable>(data: T): T {
  const description = data.description_text === undefined ? undefined : sanitizeRichText(data.description_text);
  if (description !== undefined && !hasText(description)) throw new HttpError(400, HEADING_MESSAGES.description, { field: "description_text" });
  return {
    ...data,
    url_page: data.url_page === undefined ? undefined : toPagePath(data.url_page),
    description_text: description,
    description_text_translation: sanitizeTranslations(data.description_text_translation),
  };
}

/** A new heading at the given order, else after the page's last heading (highest heading order on the page + 10, or 0). */
export async function createHeading(db: Db, organizationId: number, input: HeadingCreate): Promise<HeadingSection> {
  const data = clean(input);
  const nextOrder = sql<number>`(select coalesce(max(h."order") + ${ORDER_STEP}, 0) from ${templateHeadingSections} h
    where h.organization_id = ${organizationId} and h.url_page = ${data.url_page})`;
  const [row] = await db
    .insert(templateHeadingSections)
    .values({ ...data, organization_id: organizationId, order: data.order ?? nextOrder })
    .returning();
  return toHeadingRecord(row!);
}

/**
 * Changes the given fields. With `version`, the write happens only if the stored
 * version is still that one (checked in the UPDATE itself); otherwise 409 with
 * the current record. Every save moves the version on and sets updated_at; a
 * body with no field to change changes nothing, not even the version.
 */
export async function updateHeading(db: Db, id: number, input: HeadingUpdate): Promise<HeadingSection> {
  const { version, ...fields } = input;
  if (Object.values(fields).every((value) => value === undefined)) return requireHeading(db, id);
  const [row] = await db
    .update(templateHeadingSections)
    .set({ ...clean(fields), version: sql`${templateHeadingSections.version} + 1`, updated_at: sql`now()` })
    .where(and(eq(templateHeadingSections.id, id), version === undefined ? undefined : eq(templateHeadingSections.version, version)))
    .returning();
  if (!row) throw conflict(STALE_HEADING, { current: await requireHeading(db, id) });
  return toHeadingRecord(row);
}

/** Deletes the block; answers the page it was on too (what the delete changed). */
export async function deleteHeading(db: Db, id: number): Promise<{ deleted: true; id: number; url_page: string }> {
  const [row] = await db
    .delete(templateHeadingSections)
    .where(eq(templateHeadingSections.id, id))
    .returning({ id: templateHeadingSections.id, url_page: templateHeadingSections.url_page });
  if (!row) throw notFound(HEADING_NOT_FOUND);
  return { deleted: true, id, url_page: row.url_page };
}
