import "server-only";
// The template section's revisions (docs/decisions.md "Revisions for every editor"):
// its fields and its metric list, kept by every save and restored as a new save.
import { and, eq, inArray } from "drizzle-orm";
import { metrics } from "@/features/metrics/server";
import type { Db } from "@/platform/db/client";
import { parseId } from "@/platform/http/errors";
import { describeKeys, pick, restorable } from "@/platform/revisions/describe";
import { revisionRoutes } from "@/platform/revisions/routes";
import type { RevisionSubject, Snapshot } from "@/platform/revisions/types";
import { sectionFields, updateSectionSchema } from "../schema";
import { templateSections } from "../tables";
import { loadSections, SECTION_NOT_FOUND, sectionOrganization } from "./records";
import { withTranslationsNoted } from "@/platform/translations/store";
import { sectionTexts } from "../translations";
import { updateSection } from "./write";

/** What a revision keeps: the fields a save may change (not the page or the place on it), and the metric list. */
const FIELD_KEYS = Object.keys(sectionFields.shape).filter((key) => key !== "url_page");

const LABELS: Record<string, string> = {
  section_title: "Section title",
  section_description: "Description",
  section_title_translation: "Section title translations",
  section_description_translation: "Description translations",
  section_type: "Section type",
  is_gradient: "Gradient background",
  text_style_variant: "Text style",
  image_metrics_height: "Image height",
  is_full_width: "Full width",
  is_section_title_aligned_center: "Title centered",
  is_section_title_aligned_right: "Title aligned right",
  is_image_bottom: "Image below text",
  is_slider: "Slider",
  metrics: "Metrics",
};

export const sectionRevisions: RevisionSubject = {
  type: "template_section",
  noun: "section",
  read: async (db, organizationId, recordId) => {
    const [section] = await loadSections(db, and(eq(templateSections.id, Number(recordId)), eq(templateSections.organization_id, organizationId))!);
    if (!section) return null;
    const snapshot: Snapshot = {
      ...pick(section as unknown as Record<string, unknown>, FIELD_KEYS),
      metric_ids: section.website_metric.map((metric) => metric.id),
      metrics: section.website_metric.map((metric) => metric.title),
    };
    return { version: section.version, snapshot };
  },
  describe: (snapshot) => describeKeys(snapshot, [...FIELD_KEYS.filter((key) => !key.startsWith("is_") || LABELS[key]), "metrics"], LABELS),
  restore: async (tx, { organizationId, recordId, snapshot, version }) => {
    const fields = restorable(updateSectionSchema.shape, snapshot);
    const metric_ids = fields.metric_ids;
    for (const key of ["url_page", "version", "metric_ids"]) delete fields[key];
    const ids = Array.isArray(metric_ids) ? (metric_ids as number[]) : [];
    // Metrics deleted from the library since are left out; the others come back in their order.
    const existing = ids.length
      ? new Set(
          (
            await tx
              .select({ id: metrics.id })
              .from(metrics)
              .where(and(eq(metrics.organization_id, organizationId), inArray(metrics.id, ids)))
          ).map((row) => row.id),
        )
      : new Set<number>();
    // A restore is a save: the translations it brings back are noted against the sources it brings back.
    const restored = await updateSection(tx, Number(recordId), { ...fields, metric_ids: ids.filter((id) => existing.has(id)), version });
    return withTranslationsNoted(tx, organizationId, restored, sectionTexts);
  },
};

const owner = async ({ params, db }: { params: { id: string }; db: Db }) => {
  const id = parseId(params.id, SECTION_NOT_FOUND);
  return { organizationId: await sectionOrganization(db, id), recordId: String(id) };
};

/** GET /api/template-sections/{id}/revisions, GET …/{revisionId}, POST …/{revisionId}/restore. */
export const sectionRevisionRoutes = revisionRoutes<{ id: string }>(sectionRevisions, owner);
