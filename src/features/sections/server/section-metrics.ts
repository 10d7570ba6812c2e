import "server-only";
// Which metrics a section shows, in what order. Every change moves the
// section's version on (and updated_at), so an editor holding it notices.
// The sections feature owns this link (table section_metrics, sections/tables.ts)
// and depends on the metrics feature one way only: the metrics library learns
// which sections show a metric through `metricUsage` below, which the metric
// routes receive (src/app/api/metrics/[id]/...).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { badRequest, conflict, notFound } from "@/platform/http/errors";
import { METRIC_NOT_FOUND, metrics, type MetricUsage, type MetricUsedIn } from "@/features/metrics/server";
import { SECTION_MESSAGES, type TemplateSection } from "../schema";
import { sectionMetrics, templateSections } from "../tables";
import { requireSection, SECTION_NOT_FOUND } from "./records";

export const METRIC_ALREADY_IN_SECTION = "This metric is already in the section";
export const METRIC_NOT_IN_SECTION = "This metric is not in the section";

/** Ids of the sections that show a metric. */
export async function sectionIdsUsingMetric(db: Db, metricId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sectionMetrics.section_id })
    .from(sectionMetrics)
    .where(eq(sectionMetrics.metric_id, metricId))
    .orderBy(sectionMetrics.section_id);
  return rows.map((r) => r.id);
}

/** The sections that show a metric (for "Used in: Pricing, Home features"), by page then order. */
export async function sectionsUsingMetric(db: Db, metricId: number): Promise<MetricUsedIn[]> {
  return db
    .select({ id: templateSections.id, section_title: templateSections.section_title, url_page: templateSections.url_page })
    .from(sectionMetrics)
    .innerJoin(templateSections, eq(templateSections.id, sectionMetrics.section_id))
    .where(eq(sectionMetrics.metric_id, metricId))
    .orderBy(templateSections.url_page, templateSections.order, templateSections.id);
}

/** Moves the version of each section on (and sets updated_at); answers the pages they are on. */
export async function touchSections(db: Db, ids: number[]): Promise<string[]> {
  const pages = new Set<string>();
  for (const id of ids) pages.add((await touchSection(db, id)).url_page);
  return [...pages];
}

/** What the metrics library needs to know of the link: which sections show a metric, and moving them on. */
export const metricUsage: MetricUsage = { sectionIds: sectionIdsUsingMetric, sections: sectionsUsingMetric, touch: touchSections };

/** Moves a section's version on; inside a transaction this also locks it until commit. 404 if gone. */
async function touchSection(db: Db, id: number): Promise<{ organization_id: number; url_page: string }> {
  const [row] = await db
    .update(templateSections)
    .set({ version: sql`${templateSections.version} + 1`, updated_at: sql`now()` })
    .where(eq(templateSections.id, id))
    .returning({ organization_id: templateSections.organization_id, url_page: templateSections.url_page });
  if (!row) throw notFound(SECTION_NOT_FOUND);
  return row;
}

/** Adds a metric of the section's own organization at the end of the section. */
export async function addSectionMetric(db: Db, sectionId: number, { metric_id }: { metric_id: number }): Promise<TemplateSection> {
  return db.transaction(async (tx) => {
    // Locks in the same order as a permanent delete (metric, then sections): a
    // concurrent delete of the metric waits for this link, or this for the delete.
    const [metric] = await tx.select({ organization_id: metrics.organization_id }).from(metrics).where(eq(metrics.id, metric_id)).for("share");
    const section = await touchSection(tx, sectionId);
    // Another organization's metric is "not found": never link across tenants.
    if (!metric || metric.organization_id !== section.organization_id) throw notFound(METRIC_NOT_FOUND);
    const link = and(eq(sectionMetrics.section_id, sectionId), eq(sectionMetrics.metric_id, metric_id));
    const [existing] = await tx.select({ id: sectionMetrics.metric_id }).from(sectionMetrics).where(link).limit(1);
    if (existing) throw conflict(METRIC_ALREADY_IN_SECTION);
    const position = sql<number>`(select coalesce(max(l.position) + 1, 0) from ${sectionMetrics} l where l.section_id = ${sectionId})`;
    await tx.insert(sectionMetrics).values({ section_id: sectionId, metric_id, position });
    return requireSection(tx, sectionId);
  });
}

/** Rewrites positions; `metric_ids` must list exactly the section's metrics, each once. */
export async function reorderSectionMetrics(db: Db, sectionId: number, { metric_ids }: { metric_ids: number[] }): Promise<TemplateSection> {
  return db.transaction(async (tx) => {
    await touchSection(tx, sectionId);
    const current = new Set(
      (await tx.select({ id: sectionMetrics.metric_id }).from(sectionMetrics).where(eq(sectionMetrics.section_id, sectionId))).map((r) => r.id),
    );
    const isPermutation = metric_ids.length === current.size && new Set(metric_ids).size === metric_ids.length && metric_ids.every((id) => current.has(id));
    if (!isPermutation) throw badRequest(SECTION_MESSAGES.metricIds);
    if (metric_ids.length > 0) {
      const cases = sql.join(
        metric_ids.map((id, position) => sql`when ${id}::int then ${position}::int`),
        sql` `,
      );
      await tx
        .update(sectionMetrics)
        .set({ position: sql`case ${sectionMetrics.metric_id} ${cases} end` })
        .where(eq(sectionMetrics.section_id, sectionId));
    }
    return requireSection(tx, sectionId);
  });
}

/** Removes a metric from this section only (it stays in the library and in other sections). */
export async function removeSectionMetric(db: Db, sectionId: number, metricIdParam: string | null): Promise<TemplateSection> {
  if (!metricIdParam || !/^\d{1,9}$/.test(metricIdParam)) throw badRequest(SECTION_MESSAGES.metricId);
  const metricId = Number(metricIdParam);
  return db.transaction(async (tx) => {
    await touchSection(tx, sectionId);
    const removed = await tx
      .delete(sectionMetrics)
      .where(and(eq(sectionMetrics.section_id, sectionId), eq(sectionMetrics.metric_id, metricId)))
      .returning({ id: sectionMetrics.metric_id });
    if (removed.length === 0) throw notFound(METRIC_NOT_IN_SECTION);
    return requireSection(tx, sectionId);
  });
}

/**
 * Checks that every id in `metricIds` (already free of duplicates) is a metric
 * of the section's organization (404 otherwise, as for one added metric: never
 * link across tenants) and share-locks them: called before the section's row is
 * updated, so locks are taken in the same order as a permanent delete's.
 */
export async function checkSectionMetricList(db: Db, sectionId: number, metricIds: number[]): Promise<void> {
  const [section] = await db.select({ organization_id: templateSections.organization_id }).from(templateSections).where(eq(templateSections.id, sectionId));
  if (!section) throw notFound(SECTION_NOT_FOUND);
  if (metricIds.length === 0) return;
  const found = await db
    .select({ id: metrics.id })
    .from(metrics)
    .where(and(inArray(metrics.id, metricIds), eq(metrics.organization_id, section.organization_id)))
    .for("share");
  if (found.length !== metricIds.length) throw notFound(METRIC_NOT_FOUND);
}

/** Makes `metricIds` (checked by checkSectionMetricList) the section's metrics, in that order, inside the caller's transaction. */
export async function replaceSectionMetrics(db: Db, sectionId: number, metricIds: number[]): Promise<void> {
  await db.delete(sectionMetrics).where(eq(sectionMetrics.section_id, sectionId));
  if (metricIds.length > 0) await db.insert(sectionMetrics).values(metricIds.map((metric_id, position) => ({ section_id: sectionId, metric_id, position })));
}
