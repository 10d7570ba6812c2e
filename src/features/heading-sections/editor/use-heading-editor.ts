"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useSessionRecovery, useUndo } from "@/features/editing";
import { ApiError } from "@/platform/http/client";
import { changedKeys, rebase } from "@/ui/draft";
import type { HeadingSection } from "../schema";
import { announceHeadingChange, createHeading, deleteHeading, updateHeading } from "./api";
import { CHECKED_FIELDS, createPayload, fieldId, draftFromHeading, EMPTY_DRAFT, updatePayload, validate, type FieldErrors, type HeadingDraft } from "./form-state";

/** Create (optionally at an `order` among the page's blocks) or edit a loaded heading. */
export type HeadingTarget = { mode: "create"; order?: number } | { mode: "edit"; heading: HeadingSection };

export type HeadingOutcome = { action: "created" | "updated" | "deleted"; id: number } | null;

/** What the draft is compared with (as loaded or last seen) and the version it was loaded at. */
type Base = { base: HeadingDraft; version: number | undefined };
/** After a 409: the user's draft and what it was based on, to reapply over the current version. */
type Conflict = { mine: HeadingDraft; oldBase: HeadingDraft };

function initialBase(target: HeadingTarget): Base {
  return { base: target.mode === "edit" ? draftFromHeading(target.heading) : EMPTY_DRAFT, version: target.mode === "edit" ? target.heading.version : undefined };
}

const sameDraft = (a: HeadingDraft, b: HeadingDraft) => changedKeys(a, b).length === 0;

/** Focuses the first field with an error (after React has marked it invalid). */
function focusFirstError(errors: FieldErrors) {
  const field = CHECKED_FIELDS.find((key) => errors[key]);
  if (field) requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

/** State (with undo), validation, save and delete of the Heading Section editor. */
export function useHeadingEditor({ target, urlPage, onDone, scope }: { target: HeadingTarget; urlPage: string; onDone: (outcome: HeadingOutcome) => void; scope?: () => HTMLElement | null }) {
  const router = useRouter();
  const recover = useSessionRecovery();
  const headingId = target.mode === "edit" ? target.heading.id : null;
  const [form, setForm] = useState(() => initialBase(target));
  const history = useUndo<HeadingDraft>(form.base, { scope, equal: sameDraft });
  const draft = history.state;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const change = (patch: Partial<HeadingDraft>) => {
    // Typing in one field is one undo step; any other choice is its own.
    history.set((d) => ({ ...d, ...patch }), { group: Object.keys(patch).join(",") });
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof FieldErrors];
      return next;
    });
  };

  /** The page under the editor renders again from the server (its HTML is the source of truth); other editors hear of it. */
  const finish = (message: string, outcome: NonNullable<HeadingOutcome>) => {
    toast.success(message);
    router.refresh();
    announceHeadingChange(outcome);
    onDone(outcome);
  };

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      headingId === null
        ? createHeading({ url_page: urlPage, ...body, ...(target.mode === "create" && target.order !== undefined ? { order: target.order } : {}) })
        : updateHeading(headingId, { ...body, version: form.version }),
    onSuccess: (heading) => finish(headingId === null ? "Heading section created" : "Heading section updated", { action: headingId === null ? "created" : "updated", id: heading.id }),
    onError: (error) => {
      if (recover(error)) return; // sign-in is offered over the editor; the form stays
      toast.error(error.message);
      const current = error instanceof ApiError && error.status === 409 ? (error.body?.current as HeadingSection | undefined) : undefined;
      if (current) {
        // Load the current version; the user's changes wait in a note to be reapplied.
        setConflict({ mine: draft, oldBase: form.base });
        const base = draftFromHeading(current);
        setForm({ base, version: current.version });
        history.reset(base);
        return;
      }
      const field = error instanceof ApiError ? error.body?.field : undefined;
      if (typeof field === "string" && (CHECKED_FIELDS as readonly string[]).includes(field)) setErrors({ [field]: error.message });
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteHeading(headingId!),
    onSuccess: () => finish("Heading section deleted", { action: "deleted", id: headingId! }),
    onError: (error) => recover(error) || toast.error(error.message),
  });

  const submit = () => {
    const found = validate(draft, urlPage);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      if (found.form) toast.error(found.form);
      focusFirstError(found);
      return;
    }
    if (headingId === null) return save.mutate(createPayload(draft));
    const body = updatePayload(form.base, draft);
    if (Object.keys(body).length === 0) {
      toast("No changes to save");
      return onDone(null);
    }
    save.mutate(body);
  };

  const reapplyMine = () => {
    if (!conflict) return;
    history.set(rebase(conflict.oldBase, conflict.mine, form.base));
    setConflict(null);
  };

  return {
    draft,
    savedName: form.base.name,
    dirty: !sameDraft(form.base, draft),
    change,
    submit,
    saving: save.isPending,
    remove: () => remove.mutateAsync().then(() => undefined, () => undefined),
    deleting: remove.isPending,
    errors,
    conflict: conflict !== null,
    reapplyMine,
    dismissConflict: () => setConflict(null),
  };
}
