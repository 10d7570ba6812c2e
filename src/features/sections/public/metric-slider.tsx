"use client";

import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { SLIDER_AUTOPLAY_MS, canAutoplay, clampIndex, hasNavigation, nextIndex, positionCount, prevIndex, slideShown, swipeDirection, visibleCount } from "./slider-logic";
import { useIsMobile, usePrefersReducedMotion } from "./use-is-mobile";
import { useT } from "@/platform/tenancy/site-context";

export type MetricSliderProps = {
  /** The section title: the carousel's accessible name. */
  label: string;
  gridColumns: number;
  /** How many slides `children` holds. */
  count: number;
  /** Light controls for dark section backgrounds. */
  tone: "light" | "dark";
  /** The slides, server-rendered by SliderSlides (./slider-slides.tsx): the island's slot. */
  children?: ReactNode;
};

const BUTTON = {
  light: "border-gray-200 bg-white text-gray-900 shadow-sm hover:bg-gray-50",
  dark: "border-white/30 bg-white/10 text-white hover:bg-white/20",
};
// Inactive dots are non-text UI: at least 3:1 against the section (gray-500 on white, white/60 on dark).
const DOT = { light: ["bg-gray-900", "bg-gray-500 group-hover:bg-gray-700"], dark: ["bg-white", "bg-white/60 group-hover:bg-white/80"] };

/**
 * Metrics as a carousel (spec/visitor.md "Slider"): grid_columns − 1 per view, 1 on mobile, autoplay every 5 s unless hovered.
 * Autoplay can be paused with a visible button (WCAG 2.2.2) and starts paused for visitors who prefer reduced motion.
 */
export function MetricSlider({ label, gridColumns, count, tone, children }: MetricSliderProps) {
  const isMobile = useIsMobile();
  const t = useT();
  const [index, setIndex] = useState(0);
  const [hovering, setHovering] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's own choice wins; until they choose, reduced motion means paused.
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const paused = choice ? choice === "pause" : reducedMotion;
  const pointerStart = useRef<number | null>(null);
  const track = useRef<HTMLDivElement>(null);

  const visible = visibleCount(gridColumns, isMobile);
  const positions = positionCount(count, visible);
  const current = clampIndex(index, positions);
  const navigation = hasNavigation(count, visible);
  const autoplay = canAutoplay({ count, hovering: hovering || focused, isMobile, visible, paused });

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, positions)), SLIDER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, current, positions]);

  // The slides are the server's HTML (the island's slot): which of them show is set on them here.
  useEffect(() => {
    for (const slide of track.current?.querySelectorAll<HTMLElement>("[data-slide]") ?? []) {
      if (slide.closest("[data-slider-track]") !== track.current) continue;
      const shown = slideShown(Number(slide.dataset.slide), current, visible);
      slide.setAttribute("aria-hidden", String(!shown));
      slide.inert = !shown;
    }
  }, [current, visible, count]);

  const go = (direction: "next" | "prev") => setIndex((i) => (direction === "next" ? nextIndex(i, positions) : prevIndex(i, positions)));

  const onPointerDown = (e: PointerEvent) => {
    pointerStart.current = e.isPrimary ? e.clientX : pointerStart.current;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (pointerStart.current === null || !e.isPrimary) return;
    const direction = swipeDirection(e.clientX - pointerStart.current);
    pointerStart.current = null;
    if (direction && navigation) go(direction);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") go("next");
    else if (e.key === "ArrowLeft") go("prev");
  };

  const style = { "--visible": Math.max(1, visibleCount(gridColumns, false)) } as CSSProperties;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-slider-index={current}
      data-slider-visible={visible}
      className="relative [--per-view:1] md:[--per-view:var(--visible)]"
      style={style}
      onPointerEnter={(e) => e.pointerType !== "touch" && setHovering(true)}
      onPointerLeave={() => setHovering(false)}
      onFocus={(e) => setFocused(e.target.matches(":focus-visible"))}
      onBlur={() => setFocused(false)}
      onKeyDown={onKeyDown}
    >
      <div data-slider-viewport className="-mx-3 -my-6 overflow-hidden py-6">
        <div
          ref={track}
          data-slider-track
          className="flex touch-pan-y transition-transform duration-700 ease-[cubic-bezier(0.22,1,0.36,1)] motion-reduce:transition-none"
          style={{ transform: `translateX(calc(${-current} * 100% / var(--per-view)))` }}
          aria-live={autoplay ? "off" : "polite"}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            pointerStart.current = null;
          }}
        >
          {children}
        </div>
      </div>
      {navigation && (
        <div className="mt-10 flex items-center justify-center gap-5">
          <button type="button" aria-label={t("previousSlide")} onClick={() => go("prev")} className={`grid size-10 place-items-center rounded-full border transition ${BUTTON[tone]}`}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <div className="flex items-center">
            {Array.from({ length: positions }, (_, i) => (
              // A 24 × 24 px target (WCAG 2.5.8) around a small visual dot.
              <button
                key={i}
                type="button"
                aria-label={t("goToSlide", { n: i + 1 })}
                aria-current={i === current ? "true" : undefined}
                onClick={() => setIndex(i)}
                data-slider-dot
                className="group grid h-6 min-w-6 place-items-center rounded-full px-1 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
              >
                <span aria-hidden className={`block h-2 rounded-full transition-all ${i === current ? `w-6 ${DOT[tone][0]}` : `w-2 ${DOT[tone][1]}`}`} />
              </button>
            ))}
          </div>
          <button type="button" aria-label={t("nextSlide")} onClick={() => go("next")} className={`grid size-10 place-items-center rounded-full border transition ${BUTTON[tone]}`}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
          {!isMobile && (
            <button
              type="button"
              aria-label={paused ? t("playSlides") : t("pauseSlides")}
              onClick={() => setChoice(paused ? "play" : "pause")}
              className={`grid size-10 place-items-center rounded-full border transition ${BUTTON[tone]}`}
            >
              {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
