import "server-only";
import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { currentGradient } from "@/platform/style/tokens";
import type { Metric } from "@/features/metrics";
import { metrics, toMetricRecord } from "@/features/metrics/server";
import { deriveSectionType, type SectionRow, type TemplateSection } from "../schema";
import { sectionMetrics, templateSections } from "../tables";

export const SECTION_NOT_FOUND = "Section not found";

/** The one mapper from a stored section row (and its metrics, in order) to the API shape. */
export function toSectionRecord(row: SectionRow, website_metric: Metric[]): TemplateSection {
  const { created_at, updated_at, ...fields } = row;
  return {
    ...fields,
    section_title_translation: row.section_title_translation ?? null,
    section_description_translation: row.section_description_translation ?? null,
    // A preset's former stops read as the preset is now (tokens.ts currentGradient).
    gradient: currentGradient(row.gradient ?? null),
    // Older records carry only flags: the type is always there in responses.
    section_type: deriveSectionType(row),
    created_at: new Date(created_at).toISOString(),
    updated_at: new Date(updated_at).toISOString(),
    website_metric,
  };
}

/** The one loader of sections with their metrics: ordered by `order` then id, metrics by position. */
export async function loadSections(db: Db, where: SQL): Promise<TemplateSection[]> {
  const rows = await db.select().from(templateSections).where(where).orderBy(asc(templateSections.order), asc(templateSections.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ section_id: sectionMetrics.section_id, metric: metrics })
    .from(sectionMetrics)
    .innerJoin(metrics, eq(metrics.id, sectionMetrics.metric_id))
    .where(
      inArray(
        sectionMetrics.section_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(sectionMetrics.position), asc(sectionMetrics.metric_id));
  const bySection = new Map<number, Metric[]>(rows.map((r) => [r.id, []]));
  for (const link of links) bySection.get(link.section_id)!.push(toMetricRecord(link.metric));
  return rows.map((row) => toSectionRecord(row, bySection.get(row.id)!));
}

/** One section with its metrics, or 404 "Section not found". */
export async function requireSection(db: Db, id: number): Promise<TemplateSection> {
  const [section] = await loadSections(db, eq(templateSections.id, id));
  if (!section) throw notFound(SECTION_NOT_FOUND);
  return section;
}

/** The organization that owns a section (for the authorization check), or 404. */
export async function sectionOrganization(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ organization_id: templateSections.organization_id }).from(templateSections).where(eq(templateSections.id, id)).limit(1);
  if (!row) throw notFound(SECTION_NOT_FOUND);
  return row.organization_id;
}
