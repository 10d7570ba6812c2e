/** Spec §4, §9: scrolled past 10% of the viewport height; hide when scrolling down past 100 px. */
export const SCROLLED_FRACTION = 0.1;
export const HIDE_AFTER_PX = 100;
/** The blur background's opacity: 0xcc when the scroll starts, up to 0xf2. */
export const SCROLLED_OPACITY_START = 0xcc / 255;
export const SCROLLED_OPACITY_END = 0xf2 / 255;

export type HeaderScroll = { scrolled: boolean; hidden: boolean; opacity: number };

/**
 * The header's state after a scroll from `previousY` to `y`. It hides when scrolling
 * down past 100 px and shows when scrolling up or near the top; a fixed header
 * never hides. A transparent header is transparent until scrolled past 10% of the
 * viewport; its background then goes from cc to f2 opacity over the next 10%.
 */
export function headerScroll(
  previousY: number,
  y: number,
  viewportHeight: number,
  style: "default" | "transparent" | "fixed",
  wasHidden: boolean,
): HeaderScroll {
  const threshold = viewportHeight * SCROLLED_FRACTION;
  const scrolled = y > threshold;
  let hidden = wasHidden;
  if (style === "fixed" || y <= HIDE_AFTER_PX) hidden = false;
  else if (y > previousY) hidden = true;
  else if (y < previousY) hidden = false;
  let opacity = 1;
  if (style === "transparent") {
    const progress = threshold > 0 ? Math.min(1, Math.max(0, (y - threshold) / threshold)) : 1;
    opacity = scrolled ? SCROLLED_OPACITY_START + (SCROLLED_OPACITY_END - SCROLLED_OPACITY_START) * progress : 0;
  }
  return { scrolled, hidden, opacity };
}
