"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * While `dirty`, reloading or closing the tab asks first (the browser's own
 * "Leave site?" question; its wording cannot be set). Every editor with
 * unsaved changes uses it (issue 9).
 *
 * Returns `saved()`: call it once the changes are stored, before the editor
 * itself navigates (e.g. to the published post), so a save never asks
 * (issue 18). The state that makes the form clean has not rendered yet at
 * that moment, so the listener reads a ref; a new change asks again.
 */
export function useUnsavedChangesPrompt(dirty: boolean): () => void {
  const stored = useRef(false);
  useEffect(() => {
    stored.current = false;
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (stored.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  return useCallback(() => {
    stored.current = true;
  }, []);
}
