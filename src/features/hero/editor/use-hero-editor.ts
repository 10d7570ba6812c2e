"use client";

import { useEffect, useRef, useState } from "react";
import { type EditorResult, useRecordEditor } from "@/features/editing/record";
import { HERO_MESSAGES } from "../constants";
import type { HeroSection } from "../record";
import { createHero, deleteHero, fetchHero, HERO_UPDATED_EVENT, updateHero } from "./api";
import { changedFields, formFromHero, mergeEventFields, rebase, sameForm, type HeroForm } from "./form-state";

export type HeroTarget = { mode: "create"; order?: number } | { mode: "edit"; hero: HeroSection };

/** State (with undo), validation, save and delete of the Hero Section editor, over the editing shell's record hook. */
export function useHeroEditor({ target, urlPage, onClose }: { target: HeroTarget; urlPage: string; onClose: (result?: EditorResult) => void }) {
  const hero = target.mode === "edit" ? target.hero : null;
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLSpanElement>(null);

  const editor = useRecordEditor<HeroForm, HeroSection, HeroForm, Partial<HeroForm>>({
    type: "hero",
    record: hero,
    toStaged: formFromHero,
    equal: sameForm,
    rebase,
    // The form is the create body as it is (every field of the schema, filled in).
    createBody: (form) => form,
    changes: changedFields,
    validate: (form) => {
      setSubmitted(true);
      // spec §5: an empty title (after trimming) silently blocks the save; the form shows it is required.
      if (!form.title.trim()) {
        titleRef.current?.focus();
        return false;
      }
      setError(null);
      return true;
    },
    create: (body) => createHero({ url_page: urlPage, ...body, ...(target.mode === "create" && target.order !== undefined ? { order: target.order } : {}) }),
    update: ({ body, version }) => updateHero(hero!.id, { ...body, version }),
    remove: () => deleteHero(hero!.id),
    // Who else has it open, and their saves at once (issue 43 §4).
    live: hero ? { path: `/api/hero-sections/${hero.id}`, reload: () => fetchHero(hero.id) } : undefined,
    messages: { created: "Hero section created", updated: "Hero section saved", deleted: "Hero section deleted", saveFailed: HERO_MESSAGES.saveFailed },
    // spec §4, §8: a failed save shows the message (also in the footer).
    onSaveError: (failure) => setError((failure instanceof Error && failure.message) || HERO_MESSAGES.saveFailed),
    // spec §8: a failed delete is logged and the busy state cleared.
    onDeleteError: (failure) => console.error("Failed to delete the hero section", failure),
    onClose,
  });
  const { set } = editor;
  const heroId = hero?.id ?? null;

  // spec/editors.md §4: fields sent with the window event hero-section-updated merge into the form.
  useEffect(() => {
    const onEvent = (event: WindowEventMap[typeof HERO_UPDATED_EVENT]) => set((current) => mergeEventFields(current, event.detail, heroId));
    window.addEventListener(HERO_UPDATED_EVENT, onEvent);
    return () => window.removeEventListener(HERO_UPDATED_EVENT, onEvent);
  }, [set, heroId]);

  return {
    editor,
    form: editor.staged,
    titleRef,
    titleMissing: submitted && !editor.staged.title.trim(),
    error,
  };
}
