"use client";

import { useState } from "react";
import { toast } from "sonner";
import { type EditorResult, HEADING_UPDATED_EVENT, useRecordEditor } from "@/features/editing/record";
import { ApiError } from "@/platform/http/client";
import { changedKeys, rebase } from "@/ui/draft";
import type { HeadingSection, HeadingUpdateInput } from "../schema";
import { createHeading, deleteHeading, fetchHeading, headingPath, updateHeading } from "./api";
import {
  CHECKED_FIELDS,
  createPayload,
  fieldId,
  draftFromHeading,
  EMPTY_DRAFT,
  updatePayload,
  validate,
  type FieldErrors,
  type HeadingDraft,
  type HeadingFieldsBody,
} from "./form-state";

/** Create (optionally at an `order` among the page's blocks) or edit a loaded heading. */
export type HeadingTarget = { mode: "create"; order?: number } | { mode: "edit"; heading: HeadingSection };

const sameDraft = (a: HeadingDraft, b: HeadingDraft) => changedKeys(a, b).length === 0;

/** Focuses the first field with an error (after React has marked it invalid). */
function focusFirstError(errors: FieldErrors) {
  const field = CHECKED_FIELDS.find((key) => errors[key]);
  if (field) requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

/** State (with undo), validation, save and delete of the Heading Section editor, over the editing shell's record hook. */
export function useHeadingEditor({ target, urlPage, onClose }: { target: HeadingTarget; urlPage: string; onClose: (result?: EditorResult) => void }) {
  const heading = target.mode === "edit" ? target.heading : null;
  const [errors, setErrors] = useState<FieldErrors>({});

  const editor = useRecordEditor<HeadingDraft, HeadingSection, HeadingFieldsBody, Omit<HeadingUpdateInput, "version">>({
    type: "heading_section",
    record: heading,
    toStaged: (record) => (record ? draftFromHeading(record) : EMPTY_DRAFT),
    equal: sameDraft,
    rebase,
    createBody: createPayload,
    changes: updatePayload,
    validate: (draft) => {
      const found = validate(draft, urlPage);
      if (Object.keys(found).length === 0) return true;
      setErrors(found);
      if (found.form) toast.error(found.form);
      focusFirstError(found);
      return false;
    },
    create: (body) => createHeading({ url_page: urlPage, ...body, ...(target.mode === "create" && target.order !== undefined ? { order: target.order } : {}) }),
    update: ({ body, version }) => updateHeading(heading!.id, { ...body, version }),
    remove: () => deleteHeading(heading!.id),
    // Who else has it open, and their saves at once (issue 43 §4).
    live: heading ? { path: headingPath(heading.id), reload: () => fetchHeading(heading.id) } : undefined,
    messages: { created: "Heading section created", updated: "Heading section updated", deleted: "Heading section deleted" },
    // A field the server refused shows its message next to that field.
    onSaveError: (error) => {
      const field = error instanceof ApiError ? error.body?.field : undefined;
      if (typeof field === "string" && (CHECKED_FIELDS as readonly string[]).includes(field))
        setErrors({ [field]: error instanceof Error ? error.message : "" });
    },
    // Other editors and the page hear of it with its id and what happened (spec/editors.md §7).
    announce: ({ id, action }) => window.dispatchEvent(new CustomEvent(HEADING_UPDATED_EVENT, { detail: { id, action } })),
    onClose,
  });

  return {
    editor,
    draft: editor.staged,
    savedName: editor.base.name,
    change: (patch: Partial<HeadingDraft>) => {
      // Typing in one field is one undo step; any other choice is its own.
      editor.set((d) => ({ ...d, ...patch }), { group: Object.keys(patch).join(",") });
      setErrors((current) => {
        const next = { ...current };
        for (const key of Object.keys(patch)) delete next[key as keyof FieldErrors];
        return next;
      });
    },
    errors,
  };
}
