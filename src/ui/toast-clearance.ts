"use client";

import { useEffect } from "react";

/** How far from the viewport's bottom the toasts stand (the editing shell's Toaster reads it). */
export const TOAST_CLEARANCE = "--onsite-toast-clearance";
/** Space kept between the toasts and the buttons they stand above. */
const GAP = 12;

const footers = new Set<HTMLElement>();

/** Lifts the toasts above every open dialog's footer (its Save, Cancel...), or lets them down when none is open. */
function place() {
  let clearance = 0;
  for (const footer of footers) {
    const { top, height } = footer.getBoundingClientRect();
    if (height > 0) clearance = Math.max(clearance, window.innerHeight - top + GAP);
  }
  const root = document.documentElement.style;
  if (clearance > 0) root.setProperty(TOAST_CLEARANCE, `${Math.ceil(clearance)}px`);
  else root.removeProperty(TOAST_CLEARANCE);
}

/**
 * Keeps toasts off a dialog's footer buttons: while `footer` is shown, the toasts stand
 * above it, following the dialog as it grows or the window changes.
 */
export function useToastClearance(footer: HTMLElement | null) {
  useEffect(() => {
    if (!footer) return;
    footers.add(footer);
    const observer = new ResizeObserver(place);
    observer.observe(footer);
    if (footer.parentElement) observer.observe(footer.parentElement);
    window.addEventListener("resize", place);
    place();
    return () => {
      footers.delete(footer);
      observer.disconnect();
      window.removeEventListener("resize", place);
      place();
    };
  }, [footer]);
}
