"use client";

import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";

/** Spec §4, §9: a submenu opened by hover closes 300 ms after the pointer leaves. */
export const HOVER_CLOSE_DELAY_MS = 300;

/**
 * A disclosure that opens on hover (closing 300 ms after the pointer leaves) and
 * works from the keyboard: Enter/Space toggles, ArrowDown opens and focuses the
 * first link, Escape closes and returns focus to the button, focus leaving closes.
 */
export function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A click right after the pointer opened the menu keeps it open (the pointer arrives before the click).
  const hovered = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  const focusFirst = () => requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>("a, button")?.focus());
  return {
    open,
    close: () => setOpen(false),
    root: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType !== "mouse") return;
        cancel();
        hovered.current = !open;
        setOpen(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType !== "mouse") return;
        cancel();
        timer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      },
    },
    button: {
      ref: button,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": id,
      onClick: () => {
        if (hovered.current) setOpen(true);
        else setOpen((value) => !value);
        hovered.current = false;
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setOpen(true);
          focusFirst();
        }
      },
    },
    panel: { ref: panel, id, hidden: !open },
  };
}
