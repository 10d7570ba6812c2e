import "server-only";
import { asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { loadBlocks, type BlockQuery } from "@/platform/cache";
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

/**
 * A section's metrics in order, as one JSON array per section row: sections and their metrics
 * come back in one query, one round trip (a render after a section save reloads that one record).
 */
const metricsOfSection = sql<Metric[]>`coalesce((
  select json_agg(row_to_json(m.*) order by sm.position, sm.metric_id)
  from ${sectionMetrics} sm join ${metrics} m on m.id = sm.metric_id
  where sm.section_id = ${templateSections}."id"), '[]'::json)`;

/** Sections with their metrics: ordered by `order` then id, metrics by position (one query). */
export const sectionBlocks = {
  rows: (db: Db, where: SQL) =>
    db
      .select({ ...getTableColumns(templateSections), section_metrics: metricsOfSection })
      .from(templateSections)
      .where(where)
      .orderBy(asc(templateSections.order), asc(templateSections.id)),
  toRecord: ({ section_metrics, ...row }: SectionRow & { section_metrics: Metric[] }) => toSectionRecord(row, section_metrics.map(toMetricRecord)),
} satisfies BlockQuery<SectionRow & { section_metrics: Metric[] }, TemplateSection>;

/** The one loader of sections with their metrics. */
export const loadSections = (db: Db, where: SQL): Promise<TemplateSection[]> => loadBlocks(sectionBlocks, db, where);

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
