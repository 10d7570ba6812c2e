import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { currentGradient } from "@/platform/style/tokens";
import { metrics } from "../tables";
import type { Metric } from "../schema";

export const METRIC_NOT_FOUND = "Metric not found";

export type MetricRow = typeof metrics.$inferSelect;

/** The one mapper from a stored metric row to the API shape (dates as ISO strings). */
export function toMetricRecord(row: MetricRow): Metric {
  return {
    id: row.id,
    organization_id: row.organization_id,
    title: row.title,
    title_translation: row.title_translation ?? null,
    description: row.description,
    description_translation: row.description_translation ?? null,
    image: row.image,
    is_image_rounded_full: row.is_image_rounded_full,
    is_title_displayed: row.is_title_displayed,
    is_card_type: row.is_card_type,
    background_color: row.background_color,
    is_gradient: row.is_gradient,
    gradient: currentGradient(row.gradient ?? null),
    version: row.version,
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
