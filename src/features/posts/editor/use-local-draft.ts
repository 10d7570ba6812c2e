"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { POST_DRAFT_KEY } from "../rules";
import type { PostForm } from "./form";

/** spec/editors.md §4: a draft check every 30 s saves when 120 s have passed since the last save. */
export const DRAFT_CHECK_MS = 30_000;
export const DRAFT_AFTER_MS = 120_000;

/** What is kept under `postEditModal_draft`: one draft, of a new post ("new") or of the post with that slug. */
export type StoredDraft = { post: string; form: PostForm; saved_at: string };

export function readDraft(post: string): StoredDraft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(POST_DRAFT_KEY) ?? "null") as StoredDraft | null;
    return draft && draft.post === post && draft.form && typeof draft.form.title === "string" ? draft : null;
  } catch {
    return null;
  }
}

export function clearDraft(post: string) {
  if (readDraft(post)) localStorage.removeItem(POST_DRAFT_KEY);
}

function writeDraft(post: string, form: PostForm) {
  try {
    localStorage.setItem(POST_DRAFT_KEY, JSON.stringify({ post, form, saved_at: new Date().toISOString() } satisfies StoredDraft));
    return true;
  } catch {
    return false; // storage full or off: the editor still works, without a local copy
  }
}

/**
 * Keeps a local copy of unsaved work: the 30 s check (saving once 120 s have
 * passed since the last save), and at once when the tab is closed or hidden, so
 * reopening the editor offers it back. `status` is what the editor shows.
 */
export function useLocalDraft(post: string, form: PostForm, dirty: boolean) {
  const [draftSaved, setDraftSaved] = useState(false);
  const lastSave = useRef(0);
  const latest = useRef({ form, dirty });
  useEffect(() => {
    latest.current = { form, dirty };
  });

  const saveNow = useCallback(() => {
    if (!latest.current.dirty) return;
    if (writeDraft(post, latest.current.form)) {
      lastSave.current = Date.now();
      setDraftSaved(true);
    }
  }, [post]);

  useEffect(() => {
    lastSave.current = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - lastSave.current >= DRAFT_AFTER_MS) saveNow();
    }, DRAFT_CHECK_MS);
    const onHide = () => saveNow();
    const onVisibility = () => document.visibilityState === "hidden" && saveNow();
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [saveNow]);

  /** After the post itself is saved: the local copy is no longer needed. */
  const saved = useCallback(() => {
    clearDraft(post);
    lastSave.current = Date.now();
    setDraftSaved(false);
  }, [post]);

  const status: "saved" | "draft" | "unsaved" = !dirty ? "saved" : draftSaved ? "draft" : "unsaved";
  return { status, saved };
}
