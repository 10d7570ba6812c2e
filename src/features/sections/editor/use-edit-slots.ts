"use client";

import { useEffect, useState } from "react";

/** A section's edit slot in the server-rendered page, and the section's title as the page shows it. */
export type EditSlot = { id: number; element: HTMLElement; title: string };

const SELECTOR = "[data-section-edit-slot]";

function scan(): EditSlot[] {
  return Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))
    .map((element) => {
      const id = Number(element.dataset.sectionEditSlot);
      return { id, element, title: titleOnPage(id) };
    })
    .filter((slot) => Number.isInteger(slot.id) && slot.id > 0);
}

const sameSlots = (a: EditSlot[], b: EditSlot[]) =>
  a.length === b.length && a.every((slot, i) => slot.id === b[i]!.id && slot.element === b[i]!.element && slot.title === b[i]!.title);

/**
 * The page's per-section edit slots (`<div data-section-edit-slot={id}>`), found
 * after mount and again whenever the page changes (router.refresh() streams new
 * sections and titles in), through one MutationObserver batched per animation frame.
 */
export function useEditSlots(): EditSlot[] {
  const [slots, setSlots] = useState<EditSlot[]>([]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const found = scan();
      setSlots((previous) => (sameSlots(previous, found) ? previous : found));
    };
    update();
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(update);
    });
    // characterData: React updates a changed title's text node in place.
    observer.observe(document.body, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return slots;
}

/** The section's heading on the page (the label of its Edit button). */
export function titleOnPage(id: number): string {
  return document.querySelector(`[data-section-id="${id}"] h2`)?.textContent?.trim() ?? "";
}
