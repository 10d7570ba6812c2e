import { describe, expect, it } from "vitest";
import { canAutoplay, clampIndex, hasNavigation, nextIndex, positionCount, prevIndex, swipeDirection, visibleCount, SLIDER_AUTOPLAY_MS, SWIPE_THRESHOLD_PX, MOBILE_QUERY } from "./slider-logic";

describe("slider logic", () => {
  it("uses the spec's constants", () => {
    expect(SLIDER_AUTOPLAY_MS).toBe(5000);
    expect(SWIPE_THRESHOLD_PX).toBe(75);
    expect(MOBILE_QUERY).toBe("(max-width: 767px)");
  });

  it("shows grid_columns − 1 items on desktop, at least 1, and 1 on mobile", () => {
    expect(visibleCount(3, false)).toBe(2);
    expect(visibleCount(5, false)).toBe(4);
    expect(visibleCount(6, false)).toBe(5);
    expect(visibleCount(2, false)).toBe(1);
    expect(visibleCount(1, false)).toBe(1);
    expect(visibleCount(0, false)).toBe(1);
    expect(visibleCount(Number.NaN, false)).toBe(1);
    for (const columns of [1, 2, 3, 4, 5, 6]) expect(visibleCount(columns, true)).toBe(1);
  });

  it("counts the positions the slider can stop at", () => {
    expect(positionCount(5, 2)).toBe(4);
    expect(positionCount(5, 1)).toBe(5);
    expect(positionCount(2, 4)).toBe(1);
    expect(positionCount(0, 1)).toBe(1);
    expect(positionCount(1, 1)).toBe(1);
  });

  it("has navigation only with more than one item and somewhere to move", () => {
    expect(hasNavigation(0, 1)).toBe(false);
    expect(hasNavigation(1, 1)).toBe(false);
    expect(hasNavigation(2, 1)).toBe(true);
    expect(hasNavigation(3, 2)).toBe(true);
    expect(hasNavigation(2, 2)).toBe(false);
  });

  it("autoplays only with more than 1 metric, not hovered, not on mobile", () => {
    const base = { count: 4, hovering: false, isMobile: false, visible: 2 };
    expect(canAutoplay(base)).toBe(true);
    expect(canAutoplay({ ...base, hovering: true })).toBe(false);
    expect(canAutoplay({ ...base, paused: true })).toBe(false);
    expect(canAutoplay({ ...base, isMobile: true, visible: 1 })).toBe(false);
    expect(canAutoplay({ ...base, count: 1, visible: 1 })).toBe(false);
    expect(canAutoplay({ ...base, count: 0 })).toBe(false);
    expect(canAutoplay({ ...base, count: 2, visible: 1 })).toBe(true);
    // Everything already in view: nothing to advance to.
    expect(canAutoplay({ ...base, count: 2, visible: 2 })).toBe(false);
  });

  it("wraps forwards and backwards", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(prevIndex(0, 3)).toBe(2);
    expect(prevIndex(2, 3)).toBe(1);
    expect(nextIndex(0, 1)).toBe(0);
    expect(prevIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    // An index left over from a wider layout is clamped first.
    expect(nextIndex(7, 3)).toBe(0);
    expect(prevIndex(7, 3)).toBe(1);
  });

  it("clamps an index into the positions", () => {
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    expect(clampIndex(2, 1)).toBe(0);
  });

  it("changes slide only on swipes longer than 75 px", () => {
    expect(swipeDirection(-76)).toBe("next");
    expect(swipeDirection(76)).toBe("prev");
    expect(swipeDirection(-75)).toBeNull();
    expect(swipeDirection(75)).toBeNull();
    expect(swipeDirection(0)).toBeNull();
    expect(swipeDirection(Number.NaN)).toBeNull();
    expect(swipeDirection(-40, 30)).toBe("next");
  });
});
