"use client";

/** How long a saved block stays highlighted (spec/editors.md §9: heading highlight 2 s). */
export const HIGHLIGHT_MS = 2000;

const selector = (type: string, id: number) => `[data-block-type="${CSS.escape(type)}"][data-block-id="${id}"]`;

/** Resolves with what `find` finds once it is in the page (watching `root`), or null after `timeout` ms. */
function whenFound<T extends Element>(find: () => T | null, root: Node, timeout: number): Promise<T | null> {
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = find();
      if (element) done(element);
    });
    const timer = setTimeout(() => done(null), timeout);
    function done(element: T | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    }
    observer.observe(root, { childList: true, subtree: true });
  });
}

/** Resolves with the block's frame once the page shows it (after the editor's refresh), or null after `timeout` ms. */
export function whenBlockShows(type: string, id: number, timeout = 10_000): Promise<HTMLElement | null> {
  return whenFound(() => document.querySelector<HTMLElement>(selector(type, id)), document.body, timeout);
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
  // The Edit button is portalled into the frame once the shell has scanned the new block (a frame or more later).
  const button = await whenFound(() => frame.querySelector<HTMLElement>(":scope > [data-block-edit-slot] button"), frame, 5_000);
  button?.focus({ preventScroll: true });
}
