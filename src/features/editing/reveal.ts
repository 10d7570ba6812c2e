"use client";

/** How long a saved block stays highlighted (spec/editors.md §9: heading highlight 2 s). */
export const HIGHLIGHT_MS = 2000;

const selector = (type: string, id: number) => `[data-block-type="${CSS.escape(type)}"][data-block-id="${id}"]`;

/** Resolves with the block's frame once the page shows it (after the editor's refresh), or null after `timeout` ms. */
export function whenBlockShows(type: string, id: number, timeout = 10_000): Promise<HTMLElement | null> {
  const find = () => document.querySelector<HTMLElement>(selector(type, id));
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = find();
      if (element) done(element);
    });
    const timer = setTimeout(() => done(null), timeout);
    function done(element: HTMLElement | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    }
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * After a save: the block is highlighted for 2 s; a new block is also scrolled
 * into view (smoothly unless the visitor prefers reduced motion) and its Edit
 * button takes focus, so keyboard users continue from where the block landed.
 */
export async function revealBlock(type: string, id: number, created: boolean) {
  const frame = await whenBlockShows(type, id);
  if (!frame) return;
  frame.dataset.blockHighlight = "";
  setTimeout(() => delete frame.dataset.blockHighlight, HIGHLIGHT_MS);
  if (!created) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  frame.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
  // The Edit button is portalled into the frame once the shell sees the new block.
  const focusEdit = () => frame.querySelector<HTMLElement>(":scope > [data-block-edit-slot] button")?.focus({ preventScroll: true });
  if (frame.querySelector(":scope > [data-block-edit-slot] button")) return focusEdit();
  requestAnimationFrame(() => requestAnimationFrame(focusEdit));
}
