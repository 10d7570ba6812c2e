"use client";

import { useEffect } from "react";

/**
 * While `dirty`, reloading or closing the tab asks first (the browser's own
 * "Leave site?" question; its wording cannot be set). Every editor with
 * unsaved changes uses it (issue 9).
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
