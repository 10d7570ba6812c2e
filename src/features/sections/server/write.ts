import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/http/errors";
import { toPagePath } from "@/platform/schema";
import { sanitizeRichText, sanitizeTranslations } from "@/platform/sanitize/html";
import type { SectionCreate, SectionUpdate, TemplateSection } from "../schema";
import { templateSections } from "../tables";
import { requireSection, SECTION_NOT_FOUND, toSectionRecord } from "./records";
import { checkSectionMetricList, replaceSectionMetrics } from "./section-metrics";
import { ORDER_STEP } from "@/platform/db/order";

export const STALE_SECTION = "This section was changed by someone else. Review the latest version and save again.";

type Cleanable = {
  url_page?: string;
  section_description?: string;
  section_description_translation?: Record<string, string> | null;
};

/** Stored form of client fields: page path without locale prefix, rich text sanitized. */
function clean<T extends Cleanable>(data: T): T {
  return {
    ...data,
    url_page: data.url_page === undefined ? undefined : toPagePath(data.url_page),
    section_description: data.section_description === undefined ? undefined : sanitizeRichText(data.section_description),
    section_description_translation: sanitizeTranslations(data.section_description_translation),
  };
}

/** A new section at the given order, else at the end of its page (order = highest section order on the page + 10, or 0). */
export async function createSection(db: Db, organizationId: number, input: SectionCreate): Promise<TemplateSection> {
  const data = clean(input);
  const nextOrder = sql<number>`(select coalesce(max(s."order") + ${ORDER_STEP}, 0) from ${templateSections} s
    where s.organization_id = ${organizationId} and s.url_page = ${data.url_page})`;
  const [row] = await db
    .insert(templateSections)
    .values({ ...data, organization_id: organizationId, order: data.order ?? nextOrder })
    .returning();
  return toSectionRecord(row!, []);
}

/**
 * Changes the given fields. With `version`, the write happens only if the stored
 * version is still that one (checked in the UPDATE itself); otherwise 409 with
 * the current section. Every save moves the version on and sets updated_at; a
 * body with no field to change changes nothing, not even the version.
 */
export async function updateSection(db: Db, id: number, input: SectionUpdate): Promise<TemplateSection> {
  const { version, metric_ids, ...fields } = input;
  if (metric_ids === undefined && Object.values(fields).every((value) => value === undefined)) return requireSection(db, id);
  if (metric_ids !== undefined) await checkSectionMetricList(db, id, metric_ids);
  const [row] = await db
    .update(templateSections)
    .set({ ...clean(fields), version: sql`${templateSections.version} + 1`, updated_at: sql`now()` })
    .where(and(eq(templateSections.id, id), version === undefined ? undefined : eq(templateSections.version, version)))
    .returning({ id: templateSections.id });
  if (!row) throw conflict(STALE_SECTION, { current: await requireSection(db, id) });
  // Same transaction as the fields (the save pipeline's): a refused list leaves the fields unsaved too.
  if (metric_ids !== undefined) await replaceSectionMetrics(db, id, metric_ids);
  return requireSection(db, id);
}

/** Deletes a section; its metric links go with it, the metrics stay in the library. Answers the page it was on too (what the delete changed). */
export async function deleteSection(db: Db, id: number): Promise<{ deleted: true; id: number; url_page: string }> {
  const [row] = await db
    .delete(templateSections)
    .where(eq(templateSections.id, id))
    .returning({ id: templateSections.id, url_page: templateSections.url_page });
  if (!row) throw notFound(SECTION_NOT_FOUND);
  return { deleted: true, id, url_page: row.url_page };
}
