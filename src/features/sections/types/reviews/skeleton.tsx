import type { CSSProperties } from "react";
import { gridTemplate } from "../../public/section-layout";
import type { SectionSkeletonProps } from "../definition";
import { BLOCK, SkeletonFrame } from "../skeleton-parts";

/**
 * Loading placeholder of a reviews section, at the view's sizes: the 40 px summary
 * row (average, stars, count), then cards of 272 px (stars, four lines of text,
 * author and date: a longer review makes its row taller) in the same grid.
 */
export function ReviewsSkeleton({ columns = 3, items, label }: SectionSkeletonProps) {
  const style = { "--grid-cols": gridTemplate(columns) } as CSSProperties;
  return (
    <SkeletonFrame type="reviews" label={label}>
      <div className="flex h-10 items-center gap-x-3">
        <div className={`h-10 w-14 ${BLOCK}`} />
        <div className={`h-6 w-32 ${BLOCK}`} />
        <div className={`h-4 w-20 ${BLOCK}`} />
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-(--grid-cols)" style={style}>
        {Array.from({ length: items ?? columns }, (_, i) => (
          <div key={i} className="flex h-68 flex-col rounded-2xl border border-gray-200 p-6">
            <div className={`h-5 w-28 ${BLOCK}`} />
            <div className="mt-4 flex-1 space-y-3">
              <div className={`h-4 w-full ${BLOCK}`} />
              <div className={`h-4 w-11/12 ${BLOCK}`} />
              <div className={`h-4 w-full ${BLOCK}`} />
              <div className={`h-4 ${i % 2 ? "w-1/2" : "w-2/3"} ${BLOCK}`} />
            </div>
            <div className={`mt-6 h-4 w-24 ${BLOCK}`} />
            <div className={`mt-2 h-4 w-36 ${BLOCK}`} />
          </div>
        ))}
      </div>
    </SkeletonFrame>
  );
}
