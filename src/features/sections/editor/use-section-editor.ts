"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ApiError } from "@/platform/http/client";
import { createSectionSchema, type TemplateSection } from "../schema";
import { announceSectionChange, createSection, deleteSection, sectionKey, updateSection, useLoadSection } from "./api";
import { changedKeys, createPayload, draftFromSection, EMPTY_DRAFT, rebase, updatePayload, type SectionDraft } from "./section-form-state";

/** Create (optionally at an `order` among the page's blocks) or edit a loaded section. */
export type EditorTarget = { mode: "create"; order?: number } | { mode: "edit"; section: TemplateSection };

export type EditorOutcome = { result: "saved" | "deleted" | "unchanged"; id: number | null; created: boolean };

type Form = { base: SectionDraft; draft: SectionDraft; version: number | undefined };
/** After a 409: the user's draft and what it was based on, to reapply over the current version. */
type Conflict = { mine: SectionDraft; oldBase: SectionDraft };

function initialForm(target: EditorTarget): Form {
  const base = target.mode === "edit" ? draftFromSection(target.section) : EMPTY_DRAFT;
  return { base, draft: base, version: target.mode === "edit" ? target.section.version : undefined };
}

/** State, validation, save and delete of the Template Section editor. */
export function useSectionEditor({ target, urlPage, onDone }: { target: EditorTarget; urlPage: string; onDone: (outcome: EditorOutcome) => void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const loadSection = useLoadSection();
  const sectionId = target.mode === "edit" ? target.section.id : null;
  const [form, setForm] = useState(() => initialForm(target));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const titleRef = useRef<HTMLTextAreaElement>(null);

  const change = (patch: Partial<SectionDraft>) => {
    setForm((f) => ({ ...f, draft: { ...f.draft, ...patch } }));
    if ("section_title" in patch) setTitleError(null);
  };

  /** The page under the editor is rendered again (its HTML is the source of truth) and other editors learn about the change. */
  const announce = () => {
    router.refresh();
    announceSectionChange();
  };

  const finish = (message: string, result: "saved" | "deleted", id: number | null) => {
    toast.success(message);
    announce();
    onDone({ result, id, created: sectionId === null });
  };

  const save = useMutation({
    mutationFn: ({ body }: { body: Record<string, unknown> }) =>
      sectionId === null ? createSection({ url_page: urlPage, ...body, ...(target.mode === "create" && target.order !== undefined ? { order: target.order } : {}) }) : updateSection(sectionId, { ...body, version: form.version }),
    onSuccess: (section) => finish(sectionId === null ? "Section created" : "Section updated", "saved", section.id),
    onError: (error) => {
      const current = error instanceof ApiError && error.status === 409 ? (error.body?.current as TemplateSection | undefined) : undefined;
      // The server's message for the title goes next to the field too (e.g. too long).
      if (error instanceof ApiError && error.status === 400 && error.body?.field === "section_title") showTitleError(error.message);
      toast.error(error.message);
      if (!current) return;
      // Load the current version; the user's changes wait in a note to be reapplied.
      setConflict({ mine: form.draft, oldBase: form.base });
      const base = draftFromSection(current);
      setForm({ base, draft: base, version: current.version });
      queryClient.setQueryData(sectionKey(current.id), current);
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteSection(sectionId!),
    onSuccess: () => finish("Section deleted", "deleted", sectionId),
    onError: (error) => toast.error(error.message),
  });

  /** The title's message next to the field, with the field and its message scrolled into view. */
  const showTitleError = (message: string) => {
    setTitleError(message);
    titleRef.current?.focus();
    requestAnimationFrame(() => document.getElementById("section-title-error")?.scrollIntoView({ block: "nearest" }));
  };

  const submit = () => {
    const check = createSectionSchema.safeParse({ url_page: urlPage, ...createPayload(form.draft) });
    if (!check.success) {
      const issue = check.error.issues.find((i) => i.path[0] === "section_title");
      if (issue) showTitleError(issue.message);
      else toast.error(check.error.issues[0]?.message ?? "Failed to save section");
      return;
    }
    if (sectionId === null) return save.mutate({ body: createPayload(form.draft) });
    const body = updatePayload(form.base, form.draft);
    if (Object.keys(body).length === 0) {
      toast("No changes to save");
      return onDone({ result: "unchanged", id: sectionId, created: false });
    }
    save.mutate({ body });
  };

  const reapplyMine = () => {
    if (!conflict) return;
    setForm((f) => ({ ...f, draft: rebase(conflict.oldBase, conflict.mine, f.base) }));
    setConflict(null);
  };

  /** After a metric change: reload the section, and move the form onto the new version keeping the user's edits. */
  const metricsChanged = async () => {
    if (sectionId === null) return;
    try {
      const fresh = await loadSection(sectionId);
      setForm((f) => (f.version === fresh.version ? f : { base: draftFromSection(fresh), draft: rebase(f.base, f.draft, draftFromSection(fresh)), version: fresh.version }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Failed to refresh section data");
    }
    // The metric manager refreshes the page itself; other editors hear about it here.
    announceSectionChange();
  };

  return {
    draft: form.draft,
    savedTitle: form.base.section_title,
    dirty: changedKeys(form.base, form.draft).length > 0,
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
    metricsChanged,
  };
}
