"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useSessionRecovery, useUndo } from "@/features/editing";
import { ApiError } from "@/platform/http/client";
import { HERO_MESSAGES } from "../constants";
import type { HeroSection } from "../record";
import { createHero, deleteHero, HERO_UPDATED_EVENT, updateHero } from "./api";
import { changedFields, formFromHero, mergeEventFields, rebase, sameForm, type HeroForm } from "./form-state";

export type HeroTarget = { mode: "create"; order?: number } | { mode: "edit"; hero: HeroSection };
export type HeroOutcome = { action: "created" | "updated" | "deleted"; id: number } | undefined;

/** After a 409 on a stale version: the user's form and what it was based on, to reapply over the current hero. */
type Conflict = { mine: HeroForm; oldBase: HeroForm };

/** State (with undo), validation, save and delete of the Hero Section editor. */
export function useHeroEditor({ target, urlPage, onDone, scope }: { target: HeroTarget; urlPage: string; onDone: (outcome: HeroOutcome) => void; scope: () => HTMLElement | null }) {
  const router = useRouter();
  const heroId = target.mode === "edit" ? target.hero.id : null;
  const [base, setBase] = useState<HeroForm>(() => formFromHero(target.mode === "edit" ? target.hero : null));
  const [version, setVersion] = useState(target.mode === "edit" ? target.hero.version : undefined);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const form = useUndo<HeroForm>(base, { scope, equal: sameForm });
  const titleRef = useRef<HTMLSpanElement>(null);
  const recover = useSessionRecovery();
  const { set } = form;

  // spec/editors.md §4: fields sent with the window event hero-section-updated merge into the form.
  useEffect(() => {
    const onEvent = (event: Event) => set((current) => mergeEventFields(current, (event as CustomEvent).detail, heroId));
    window.addEventListener(HERO_UPDATED_EVENT, onEvent);
    return () => window.removeEventListener(HERO_UPDATED_EVENT, onEvent);
  }, [set, heroId]);

  const finish = (message: string, outcome: HeroOutcome) => {
    toast.success(message);
    router.refresh();
    onDone(outcome);
  };

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      heroId === null
        ? createHero({ url_page: urlPage, ...body, ...(target.mode === "create" && target.order !== undefined ? { order: target.order } : {}) })
        : updateHero(heroId, { ...body, version }),
    onSuccess: (hero) => finish(heroId === null ? "Hero section created" : "Hero section saved", { action: heroId === null ? "created" : "updated", id: hero.id }),
    onError: (failure) => {
      if (recover(failure)) return; // sign-in is offered over the editor; the form stays
      const message = failure.message || HERO_MESSAGES.saveFailed;
      setError(message);
      toast.error(message);
      const current = failure instanceof ApiError && failure.status === 409 ? (failure.body?.current as HeroSection | undefined) : undefined;
      if (!current) return;
      // The current version is loaded; the user's changes wait behind "Reapply my changes".
      setConflict({ mine: form.state, oldBase: base });
      const fresh = formFromHero(current);
      setBase(fresh);
      setVersion(current.version);
      form.reset(fresh);
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteHero(heroId!),
    onSuccess: () => finish("Hero section deleted", { action: "deleted", id: heroId! }),
    onError: (failure) => {
      if (recover(failure)) return;
      // spec §8: a failed delete is logged and the busy state cleared.
      console.error("Failed to delete the hero section", failure);
      toast.error(failure.message);
    },
  });

  const submit = () => {
    setSubmitted(true);
    // spec §5: an empty title (after trimming) silently blocks the save; the form shows it is required.
    if (!form.state.title.trim()) return titleRef.current?.focus();
    setError(null);
    if (heroId === null) return save.mutate({ ...form.state });
    const body = changedFields(base, form.state);
    if (Object.keys(body).length === 0) {
      toast("No changes to save");
      return onDone(undefined);
    }
    save.mutate(body);
  };

  return {
    form,
    titleRef,
    titleMissing: submitted && !form.state.title.trim(),
    error,
    dirty: !sameForm(base, form.state),
    submit,
    saving: save.isPending,
    remove: () => remove.mutateAsync().then(() => undefined, () => undefined),
    deleting: remove.isPending,
    conflict: conflict !== null,
    reapplyMine: () => {
      if (conflict) form.set(rebase(conflict.oldBase, conflict.mine, base));
      setConflict(null);
    },
    dismissConflict: () => setConflict(null),
  };
}
