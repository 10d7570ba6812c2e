import type { CSSProperties } from "react";
import { visibleCount } from "../../public/slider-logic";
import type { SectionSkeletonProps } from "../definition";
import { BLOCK, SkeletonFrame } from "../skeleton-parts";

/** Loading placeholder of an article slider: the cards one view shows (columns − 1 from 768 px up, 1 below) and the controls row. */
export function ArticleSliderSkeleton({ columns = 4, label }: SectionSkeletonProps) {
  const visible = visibleCount(columns, false);
  const style = { "--visible": visible } as CSSProperties;
  return (
    <SkeletonFrame type="article_slider" label={label}>
      <div className="-mx-3 flex overflow-hidden [--per-view:1] md:[--per-view:var(--visible)]" style={style}>
        {Array.from({ length: visible }, (_, i) => (
          <div key={i} className={`shrink-0 grow-0 basis-[calc(100%/var(--per-view))] px-3 ${i > 0 ? "max-md:hidden" : ""}`}>
            <div className="overflow-hidden rounded-xl border border-gray-200">
              <div className={`aspect-[16/9] w-full rounded-none ${BLOCK}`} />
              <div className="space-y-3 p-5">
                <div className={`h-6 w-3/4 ${BLOCK}`} />
                <div className={`h-4 w-1/3 ${BLOCK}`} />
                <div className={`h-4 w-full ${BLOCK}`} />
                <div className={`h-4 w-5/6 ${BLOCK}`} />
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="mt-10 flex h-10 items-center justify-center gap-5">
        <div className={`size-10 rounded-full ${BLOCK}`} />
        <div className={`h-2 w-16 ${BLOCK}`} />
        <div className={`size-10 rounded-full ${BLOCK}`} />
      </div>
    </SkeletonFrame>
  );
}
