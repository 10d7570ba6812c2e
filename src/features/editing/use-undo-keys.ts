"use client";

import { useEffect, useRef } from "react";
import { hasOwnTextUndo, undoAction } from "./undo-history";

/**
 * The undo keys of an editor (issue 10): Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z
 * and Ctrl+Y redo, while `enabled`. A focused text field, text area or editable
 * region keeps the keys for its own text undo (the browser's). Keys pressed
 * outside `scope()` (e.g. in a confirmation stacked over the editor) are left
 * alone. Used by useUndo and by the record hook.
 */
export function useUndoKeys({
  enabled = true,
  scope,
  undo,
  redo,
}: {
  enabled?: boolean;
  scope?: () => HTMLElement | null;
  undo: () => void;
  redo: () => void;
}) {
  const latest = useRef({ scope, undo, redo });
  useEffect(() => {
    latest.current = { scope, undo, redo };
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = undoAction(event);
      if (!action || event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (hasOwnTextUndo(target)) return;
      const root = latest.current.scope?.();
      if (root && !(target && root.contains(target)) && target !== document.body) return;
      event.preventDefault();
      if (action === "undo") latest.current.undo();
      else latest.current.redo();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
