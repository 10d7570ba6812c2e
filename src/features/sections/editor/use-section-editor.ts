"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useSessionRecovery, useUndo } from "@/features/editing";
import type { Metric } from "@/features/metrics/schema";
import { ApiError } from "@/platform/http/client";
import { createSectionSchema, type TemplateSection } from "../schema";
import { announceSectionChange, createSection, deleteSection, fetchSection, sectionKey, updateSection } from "./api";
import { changedKeys, createPayload, draftFromSection, EMPTY_DRAFT, rebase, updatePayload, type SectionDraft } from "./section-form-state";
import { insertAt, liveIds, resolve, sameIds, toKnown, type KnownMetrics } from "./staged-metrics";

/** Create (optionally at an `order` among the page's blocks) or edit a loaded section. */
export type EditorTarget = { mode: "create"; order?: number } | { mode: "edit"; section: TemplateSection };

export type EditorOutcome = { result: "saved" | "deleted" | "unchanged"; id: number | null; created: boolean };

/** What Update saves: the fields and the section's ordered metric ids (one request). */
type Staged = { fields: SectionDraft; metricIds: number[] };
type Base = Staged & { version: number | undefined };
/** After a 409: the user's staged form and what it was based on, to reapply over the current version. */
type Conflict = { mine: Staged; oldBase: Staged };

function baseOf(section: TemplateSection | null): Base {
  if (!section) return { fields: EMPTY_DRAFT, metricIds: [], version: undefined };
  return { fields: draftFromSection(section), metricIds: section.website_metric.map((m) => m.id), version: section.version };
}

const sameStaged = (a: Staged, b: Staged) => changedKeys(a.fields, b.fields).length === 0 && sameIds(a.metricIds, b.metricIds);

/** State, validation, undo, save and delete of the Template Section editor. */
export function useSectionEditor({ target, urlPage, onDone, scope }: { target: EditorTarget; urlPage: string; onDone: (outcome: EditorOutcome) => void; scope?: () => HTMLElement | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const sectionId = target.mode === "edit" ? target.section.id : null;
  const [base, setBase] = useState<Base>(() => baseOf(target.mode === "edit" ? target.section : null));
  const form = useUndo<Staged>(() => ({ fields: base.fields, metricIds: base.metricIds }), { scope, equal: sameStaged });
  const [known, setKnown] = useState<KnownMetrics>(() => toKnown(target.mode === "edit" ? target.section.website_metric : []));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const titleRef = useRef<HTMLTextAreaElement>(null);
  const recover = useSessionRecovery();

  const draft = form.state.fields;
  const stagedIds = liveIds(form.state.metricIds, known);
  const metricsChanged = !sameIds(liveIds(base.metricIds, known), stagedIds);

  const change = (patch: Partial<SectionDraft>) => {
    // Typing in one field is one undo step; any other choice is its own.
    form.set((s) => ({ ...s, fields: { ...s.fields, ...patch } }), { group: Object.keys(patch).join(",") });
    if ("section_title" in patch) setTitleError(null);
  };
  const setMetricIds = (ids: number[]) => {
    form.seal();
    form.set((s) => ({ ...s, metricIds: ids }));
  };

  /** The page under the editor is rendered again (its HTML is the source of truth) and other editors learn about the change. */
  const finish = (message: string, result: "saved" | "deleted", id: number | null) => {
    toast.success(message);
    router.refresh();
    announceSectionChange();
    onDone({ result, id, created: sectionId === null });
  };

  const save = useMutation({
    mutationFn: ({ body }: { body: Record<string, unknown> }) =>
      sectionId === null ? createSection({ url_page: urlPage, ...body, ...(target.mode === "create" && target.order !== undefined ? { order: target.order } : {}) }) : updateSection(sectionId, { ...body, version: base.version }),
    onSuccess: (section) => finish(sectionId === null ? "Section created" : "Section updated", "saved", section.id),
    onError: (error) => {
      if (recover(error)) return; // sign-in is offered over the editor; the form stays
      const current = error instanceof ApiError && error.status === 409 ? (error.body?.current as TemplateSection | undefined) : undefined;
      // The server's message for the title goes next to the field too (e.g. too long).
      if (error instanceof ApiError && error.status === 400 && error.body?.field === "section_title") showTitleError(error.message);
      toast.error(error.message);
      if (!current) return;
      // Load the current version; the user's changes wait in a note to be reapplied.
      setConflict({ mine: form.state, oldBase: base });
      const next = baseOf(current);
      setBase(next);
      setKnown((k) => toKnown(current.website_metric, k));
      form.reset({ fields: next.fields, metricIds: next.metricIds });
      queryClient.setQueryData(sectionKey(current.id), current);
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteSection(sectionId!),
    onSuccess: () => finish("Section deleted", "deleted", sectionId),
    onError: (error) => recover(error) || toast.error(error.message),
  });

  /** The title's message next to the field, with the field and its message scrolled into view. */
  const showTitleError = (message: string) => {
    setTitleError(message);
    titleRef.current?.focus();
    requestAnimationFrame(() => document.getElementById("section-title-error")?.scrollIntoView({ block: "nearest" }));
  };

  const submit = () => {
    const check = createSectionSchema.safeParse({ url_page: urlPage, ...createPayload(draft) });
    if (!check.success) {
      const issue = check.error.issues.find((i) => i.path[0] === "section_title");
      if (issue) showTitleError(issue.message);
      else toast.error(check.error.issues[0]?.message ?? "Failed to save section");
      return;
    }
    if (sectionId === null) return save.mutate({ body: createPayload(draft) });
    const body = { ...updatePayload(base.fields, draft), ...(metricsChanged ? { metric_ids: stagedIds } : {}) };
    if (Object.keys(body).length === 0) {
      toast("No changes to save");
      return onDone({ result: "unchanged", id: sectionId, created: false });
    }
    save.mutate({ body });
  };

  const reapplyMine = () => {
    if (!conflict) return;
    const { mine, oldBase } = conflict;
    form.set((s) => ({
      fields: rebase(oldBase.fields, mine.fields, s.fields),
      metricIds: sameIds(oldBase.metricIds, mine.metricIds) ? s.metricIds : mine.metricIds,
    }));
    setConflict(null);
  };

  return {
    draft,
    savedTitle: base.fields.section_title,
    dirty: changedKeys(base.fields, draft).length > 0 || metricsChanged,
    change,
    submit,
    saving: save.isPending,
    remove: () => remove.mutateAsync().then(() => undefined, () => undefined),
    deleting: remove.isPending,
    titleError,
    titleRef,
    conflict: conflict !== null,
    reapplyMine,
    dismissConflict: () => setConflict(null),
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
      if (sectionId === null) return;
      fetchSection(sectionId).then(
        (fresh) => setBase((b) => ({ ...b, version: fresh.version, metricIds: fresh.website_metric.map((m) => m.id) })),
        (error: unknown) => toast.error(error instanceof Error ? error.message : "Failed to refresh section data"),
      );
    },
  };
}
