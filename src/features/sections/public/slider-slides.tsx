import type { ReactNode } from "react";
import { slideShown, visibleCount } from "./slider-logic";

/**
 * The slider's slides as the server renders them (the slider island's slot): each card
 * in its slide, the first view shown (desktop: grid_columns − 1, as the slider starts);
 * the island moves which ones show once it runs.
 */
export function SliderSlides({ slides, gridColumns }: { slides: ReactNode[]; gridColumns: number }) {
  const count = slides.length;
  const visible = visibleCount(gridColumns, false);
  return slides.map((slide, i) => {
    const shown = slideShown(i, 0, visible);
    return (
      <div
        key={i}
        role="group"
        aria-roledescription="slide"
        aria-label={`${i + 1} / ${count}`}
        aria-hidden={!shown}
        inert={!shown}
        data-slide={i}
        className="shrink-0 grow-0 basis-[calc(100%/var(--per-view))] px-3"
      >
        {slide}
      </div>
    );
  });
}
