"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { canRedo, canUndo, current, record, redo, seal, startHistory, undo, type History } from "./undo-history";
import { useUndoKeys } from "./use-undo-keys";

export type UndoOptions<T> = {
  /** Listen for the keys (true while the editor is open). */
  enabled?: boolean;
  /**
   * The element the keys belong to (the editor's dialog). Keys pressed elsewhere,
   * e.g. in a confirmation stacked over the editor, are left alone.
   */
  scope?: () => HTMLElement | null;
  /** Two states that are the same change nothing (default Object.is). */
  equal?: (a: T, b: T) => boolean;
};

export type Undo<T> = {
  state: T;
  /**
   * A change. Changes with the same `group` in a row are one undo step (one
   * drag, one burst of typing in a field); `seal()` ends the group.
   */
  set: (next: T | ((previous: T) => T), options?: { group?: string }) => void;
  seal: () => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** Starts over from `state` (e.g. the record after a save or a 409), forgetting the history. */
  reset: (state: T) => void;
};

/**
 * The editors' one undo history of form states (issue 10). Ctrl/Cmd+Z undoes,
 * Ctrl/Cmd+Shift+Z and Ctrl+Y redo, while `enabled`. A focused text field, text
 * area or editable region keeps the keys for its own text undo (the browser's),
 * so the history handles what has no undo of its own: resizes, size drags,
 * toolbar choices, and typing once focus has left the field.
 */
export function useUndo<T>(initial: T | (() => T), options: UndoOptions<T> = {}): Undo<T> {
  const { enabled = true, scope, equal } = options;
  const [history, setHistory] = useState<History<T>>(() => startHistory(typeof initial === "function" ? (initial as () => T)() : initial));
  const equalRef = useRef(equal);
  useEffect(() => {
    equalRef.current = equal;
  });

  const set = useCallback<Undo<T>["set"]>((next, setOptions) => {
    setHistory((h) => {
      const value = typeof next === "function" ? (next as (previous: T) => T)(current(h)) : next;
      return record(h, value, { group: setOptions?.group, equal: equalRef.current });
    });
  }, []);
  const sealGroup = useCallback(() => setHistory((h) => seal(h)), []);
  const undoStep = useCallback(() => setHistory((h) => undo(h)), []);
  const redoStep = useCallback(() => setHistory((h) => redo(h)), []);
  const reset = useCallback((state: T) => setHistory(startHistory(state)), []);

  useUndoKeys({ enabled, scope, undo: undoStep, redo: redoStep });

  return {
    state: current(history),
    set,
    seal: sealGroup,
    undo: undoStep,
    redo: redoStep,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    reset,
  };
}
