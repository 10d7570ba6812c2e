import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { currentGradient } from "@/platform/style/tokens";
import { metrics } from "../tables";
import type { Metric, MetricRow } from "../schema";

export const METRIC_NOT_FOUND = "Metric not found";

/**
 * The one mapper from a stored metric row to the API shape (dates as ISO strings); the row as
 * Drizzle reads it, or as PostgreSQL's `row_to_json` writes it (dates as strings).
 */
export function toMetricRecord(row: MetricRow | Metric): Metric {
  return {
    ...row,
    title_translation: row.title_translation ?? null,
    description_translation: row.description_translation ?? null,
    gradient: currentGradient(row.gradient ?? null),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** A stored metric by id, or 404 "Metric not found". */
export async function requireMetric(db: Db, id: number): Promise<Metric> {
  const [row] = await db.select().from(metrics).where(eq(metrics.id, id)).limit(1);
  if (!row) throw notFound(METRIC_NOT_FOUND);
  return toMetricRecord(row);
}
