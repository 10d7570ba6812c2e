/**
 * Pure rules of the metrics slider (spec/visitor.md "Slider", §9): how many
 * items show at once, when it may auto-advance, wrapping navigation and swipes.
 */

/** Auto-advance interval (ms). */
export const SLIDER_AUTOPLAY_MS = 5000;
/** A horizontal swipe longer than this (px) changes slide. */
export const SWIPE_THRESHOLD_PX = 75;
/** Viewports narrower than this (px) are mobile. */
export const MOBILE_MAX_WIDTH_PX = 767;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** Items shown at once: grid_columns − 1 (at least 1) on desktop, 1 on mobile. */
export function visibleCount(gridColumns: number, isMobile: boolean): number {
  if (isMobile) return 1;
  const columns = Number.isFinite(gridColumns) ? Math.floor(gridColumns) : 1;
  return Math.max(1, columns - 1);
}

/** Start positions the slider can stop at: count − visible + 1, at least 1. */
export function positionCount(count: number, visible: number): number {
  return Math.max(1, count - Math.max(1, visible) + 1);
}

/** True when there is more than one position to move between (controls and dots render). */
export function hasNavigation(count: number, visible: number): boolean {
  return count > 1 && positionCount(count, visible) > 1;
}

/** Auto-advance only with more than 1 metric, something to move to, not hovered, not on mobile, not paused (by the visitor or reduced motion). */
export function canAutoplay({ count, hovering, isMobile, visible, paused = false }: { count: number; hovering: boolean; isMobile: boolean; visible: number; paused?: boolean }): boolean {
  return !paused && !hovering && !isMobile && hasNavigation(count, visible);
}

/** The next position, wrapping from the last back to the first. */
export function nextIndex(index: number, positions: number): number {
  if (positions <= 1) return 0;
  return (clampIndex(index, positions) + 1) % positions;
}

/** The previous position, wrapping from the first to the last. */
export function prevIndex(index: number, positions: number): number {
  if (positions <= 1) return 0;
  return (clampIndex(index, positions) - 1 + positions) % positions;
}

/** Keeps an index inside 0 … positions − 1 (after a resize changed the number of positions). */
export function clampIndex(index: number, positions: number): number {
  if (!Number.isFinite(index) || positions <= 1) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), positions - 1);
}

/** A swipe of dx px (end − start): left past the threshold is "next", right is "prev", else null. */
export function swipeDirection(dx: number, threshold = SWIPE_THRESHOLD_PX): "next" | "prev" | null {
  if (!Number.isFinite(dx) || Math.abs(dx) <= threshold) return null;
  return dx < 0 ? "next" : "prev";
}

/** Whether slide `index` is in view when the slider stands at `current` showing `visible` at once. */
export function slideShown(index: number, current: number, visible: number): boolean {
  return index >= current && index < current + visible;
}
