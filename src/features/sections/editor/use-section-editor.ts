"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { type EditorResult, SECTION_UPDATED_EVENT, useRecordEditor } from "@/features/editing/record";
import type { Metric } from "@/features/metrics";
import { ApiError } from "@/platform/http/client";
import { createSectionSchema, type SectionUpdateInput, type TemplateSection } from "../schema";
import { createSection, deleteSection, fetchSection, sectionKey, updateSection } from "./api";
import {
  changedKeys,
  createPayload,
  draftFromSection,
  EMPTY_DRAFT,
  rebase,
  updatePayload,
  type SectionDraft,
  type SectionFieldsBody,
} from "./section-form-state";
import { insertAt, keptMetricsNote, liveIds, resolve, sameIds, toKnown, type KnownMetrics } from "./staged-metrics";

/** Create (optionally at an `order` among the page's blocks) or edit a loaded section. */
export type EditorTarget = { mode: "create"; order?: number } | { mode: "edit"; section: TemplateSection };

/** What Update saves: the fields and the section's ordered metric ids (one request). */
type Staged = { fields: SectionDraft; metricIds: number[] };

const stagedOf = (section: TemplateSection | null): Staged =>
  section ? { fields: draftFromSection(section), metricIds: section.website_metric.map((m) => m.id) } : { fields: EMPTY_DRAFT, metricIds: [] };

/** State, validation, undo, save and delete of the Template Section editor, over the editing shell's record hook. */
export function useSectionEditor({ target, urlPage, onClose }: { target: EditorTarget; urlPage: string; onClose: (result?: EditorResult) => void }) {
  const queryClient = useQueryClient();
  const section = target.mode === "edit" ? target.section : null;
  const [known, setKnown] = useState<KnownMetrics>(() => toKnown(section?.website_metric ?? []));
  // Metrics created in this editor: in the library at once, in the section only after Update.
  const [createdIds, setCreatedIds] = useState<number[]>([]);
  const [titleError, setTitleError] = useState<string | null>(null);
  const titleRef = useRef<HTMLTextAreaElement>(null);

  /** The title's message next to the field, with the field and its message scrolled into view. */
  const showTitleError = (message: string) => {
    setTitleError(message);
    titleRef.current?.focus();
    requestAnimationFrame(() => document.getElementById("section-title-error")?.scrollIntoView({ block: "nearest" }));
  };

  // Metrics deleted from the library drop out of both lists, so they never count as a change.
  const sameStaged = (a: Staged, b: Staged) =>
    changedKeys(a.fields, b.fields).length === 0 && sameIds(liveIds(a.metricIds, known), liveIds(b.metricIds, known));

  const editor = useRecordEditor<Staged, TemplateSection, SectionFieldsBody, Omit<SectionUpdateInput, "version">>({
    type: "template_section",
    record: section,
    toStaged: stagedOf,
    equal: sameStaged,
    rebase: (oldBase, mine, onto) => ({
      fields: rebase(oldBase.fields, mine.fields, onto.fields),
      metricIds: sameIds(oldBase.metricIds, mine.metricIds) ? onto.metricIds : mine.metricIds,
    }),
    createBody: (staged) => createPayload(staged.fields),
    changes: (base, staged) => {
      const ids = liveIds(staged.metricIds, known);
      return { ...updatePayload(base.fields, staged.fields), ...(sameIds(liveIds(base.metricIds, known), ids) ? {} : { metric_ids: ids }) };
    },
    validate: (staged) => {
      const check = createSectionSchema.safeParse({ url_page: urlPage, ...createPayload(staged.fields) });
      if (check.success) return true;
      const issue = check.error.issues.find((i) => i.path[0] === "section_title");
      if (issue) showTitleError(issue.message);
      else toast.error(check.error.issues[0]?.message ?? "Failed to save section");
      return false;
    },
    create: (body) => createSection({ url_page: urlPage, ...body, ...(target.mode === "create" && target.order !== undefined ? { order: target.order } : {}) }),
    update: ({ body, version }) => updateSection(section!.id, { ...body, version }),
    remove: () => deleteSection(section!.id),
    // Who else has it open, and their saves at once (issue 43 §4).
    live: section ? { path: `/api/template-sections/${section.id}`, reload: () => fetchSection(section.id) } : undefined,
    messages: { created: "Section created", updated: "Section updated", deleted: "Section deleted" },
    // The server's message for the title goes next to the field too (e.g. too long).
    onSaveError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.body?.field === "section_title") showTitleError(error.message);
    },
    onConflict: (current) => {
      setKnown((k) => toKnown(current.website_metric, k));
      queryClient.setQueryData(sectionKey(current.id), current);
    },
    // Other editors and the page learn about the change (spec/editors.md §7); the shell refreshes the page once.
    announce: () => window.dispatchEvent(new Event(SECTION_UPDATED_EVENT)),
    onClose,
  });

  const draft = editor.staged.fields;
  const stagedIds = liveIds(editor.staged.metricIds, known);
  const setMetricIds = (ids: number[]) => {
    editor.seal();
    editor.set((s) => ({ ...s, metricIds: ids }));
  };

  const savedIds = liveIds(editor.base.metricIds, known);
  const keptInLibrary = liveIds(createdIds, known).filter((id) => !savedIds.includes(id));

  return {
    editor,
    draft,
    /** "Discard changes?" names the created metrics the section does not hold: they stay in the library. */
    discardNote: keptMetricsNote(keptInLibrary.map((id) => known[id]!.title)),
    /** A metric created from the manager (after libraryChanged). */
    metricCreated: (metric: Metric) => setCreatedIds((ids) => (ids.includes(metric.id) ? ids : [...ids, metric.id])),
    savedTitle: editor.base.fields.section_title,
    change: (patch: Partial<SectionDraft>) => {
      // Typing in one field is one undo step; any other choice is its own.
      editor.set((s) => ({ ...s, fields: { ...s.fields, ...patch } }), { group: Object.keys(patch).join(",") });
      if ("section_title" in patch) setTitleError(null);
    },
    titleError,
    titleRef,
    /** The staged metric list (what the preview and the metric manager show). */
    metrics: resolve(stagedIds, known),
    setMetricIds,
    /** Puts a removed metric back where it was (the toast's Undo). */
    restoreMetric: (id: number, index: number) => setMetricIds(insertAt(stagedIds, id, index)),
    /** A library change saved at once (created, edited, media removed): shown, not a section change. */
    libraryChanged: (metric: Metric) => setKnown((k) => toKnown([metric], k)),
    /**
     * A metric deleted permanently: gone from the library, so from this section's
     * list too. The delete moved the stored section's version on (its link went
     * with the metric): take that version and list as the base, the staged
     * changes stay.
     */
    libraryDeleted: (id: number) => {
      setKnown((k) => {
        const next = { ...k };
        delete next[id];
        return next;
      });
      if (!section) return;
      fetchSection(section.id).then(
        (fresh) => editor.rebase((base) => ({ ...base, metricIds: fresh.website_metric.map((m) => m.id) }), fresh.version),
        (error: unknown) => toast.error(error instanceof Error ? error.message : "Failed to refresh section data"),
      );
    },
  };
}
