import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { badRequest, conflict } from "@/platform/http/errors";
import { sanitizeRichText } from "@/platform/sanitize/html";
import { METRIC_MESSAGES, type Metric, type MetricCreate, type MetricUpdate } from "../schema";
import { metrics } from "../tables";
import { requireMetric, toMetricRecord } from "./records";
import { sanitizeTranslations } from "@/platform/sanitize/html";

export const STALE_METRIC = "This metric was changed by someone else. Review the latest version and save again.";

/** A section that shows a metric, as "Used in: Pricing, Home features" lists it. */
export type MetricUsedIn = { id: number; section_title: string; url_page: string };

/**
 * Where metrics are shown. The section–metric link (table section_metrics and its
 * queries) belongs to the sections feature, which depends on this one and never
 * the reverse: it implements this (`metricUsage` in @/features/sections/server) and
 * the routes that need it receive it (src/app/api/metrics/[id]/...).
 */
export type MetricUsage = {
  /** Ids of the sections that show the metric, ascending. */
  sectionIds(db: Db, metricId: number): Promise<number[]>;
  /** The sections that show the metric, by page then order. */
  sections(db: Db, metricId: number): Promise<MetricUsedIn[]>;
  /** Moves each section's version on (and its updated_at), so an editor holding one notices; answers the pages they are on. */
  touch(db: Db, sectionIds: number[]): Promise<string[]>;
};

/** Sanitized description; a description that sanitizes to nothing counts as missing. */
function cleanDescription(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  const clean = sanitizeRichText(description).trim();
  if (!clean) throw badRequest(METRIC_MESSAGES.titleAndDescription);
  return clean;
}

/** The organization's metrics library, newest first. */
export async function listMetrics(db: Db, organizationId: number): Promise<Metric[]> {
  const rows = await db.select().from(metrics).where(eq(metrics.organization_id, organizationId)).orderBy(desc(metrics.created_at), desc(metrics.id));
  return rows.map(toMetricRecord);
}

export async function createMetric(db: Db, organizationId: number, data: MetricCreate): Promise<Metric> {
  const [row] = await db
    .insert(metrics)
    .values({
      ...data,
      organization_id: organizationId,
      description: cleanDescription(data.description)!,
      description_translation: sanitizeTranslations(data.description_translation),
    })
    .returning();
  return toMetricRecord(row!);
}

/**
 * Changes the given fields; a `version` that is not the stored one is a 409 with
 * the current metric. A body with no field to change changes nothing.
 */
export async function updateMetric(db: Db, id: number, input: MetricUpdate): Promise<Metric> {
  const { version, ...fields } = input;
  if (Object.values(fields).every((value) => value === undefined)) return requireMetric(db, id);
  const [row] = await db
    .update(metrics)
    .set({
      ...fields,
      description: cleanDescription(fields.description),
      description_translation: sanitizeTranslations(fields.description_translation),
      version: sql`${metrics.version} + 1`,
      updated_at: sql`now()`,
    })
    .where(and(eq(metrics.id, id), version === undefined ? undefined : eq(metrics.version, version)))
    .returning();
  if (row) return toMetricRecord(row);
  throw conflict(STALE_METRIC, { current: await requireMetric(db, id) });
}

/**
 * Deletes a metric from the library. One that sections use is refused (409 with
 * their ids) unless `force`, which removes it from every section too (their
 * versions move on so open editors notice). `pages`: the pages those sections are on.
 */
export async function deleteMetric(
  db: Db,
  usage: MetricUsage,
  id: number,
  force: boolean,
): Promise<{ deleted: true; id: number; sections: number[]; pages: string[] }> {
  return db.transaction(async (tx) => {
    // Lock the metric first: a concurrent "add to section" (which takes a share
    // lock on it) either finishes before this reads the usage, or waits.
    await tx.select({ id: metrics.id }).from(metrics).where(eq(metrics.id, id)).for("update");
    const sections = await usage.sectionIds(tx, id);
    if (sections.length > 0 && !force) {
      const usedIn = await usage.sections(tx, id);
      throw conflict(`This metric is used by ${sections.length} section(s). Delete it with force=true to remove it everywhere.`, { sections, used_in: usedIn });
    }
    const pages = await usage.touch(tx, sections);
    await tx.delete(metrics).where(eq(metrics.id, id));
    return { deleted: true as const, id, sections, pages };
  });
}
