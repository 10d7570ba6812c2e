import type { CSSProperties } from "react";
import { gridTemplate } from "../../public/section-layout";
import type { SectionSkeletonProps } from "../definition";
import { BLOCK, SkeletonFrame } from "../skeleton-parts";

/** Loading placeholder of a real estate section: listing cards in the section's grid, a 4:3 image and the card's text rows at their heights. */
export function RealEstateSkeleton({ columns = 3, items, label }: SectionSkeletonProps) {
  const style = { "--grid-cols": gridTemplate(columns) } as CSSProperties;
  return (
    <SkeletonFrame type="real_estate" label={label}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-(--grid-cols)" style={style}>
        {Array.from({ length: items ?? columns }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-2xl ring-1 ring-gray-200">
            <div className={`aspect-[4/3] w-full rounded-none ${BLOCK}`} />
            <div className="flex flex-col gap-2 p-5">
              <div className={`h-7 w-3/4 ${BLOCK}`} />
              <div className={`h-5 w-2/3 ${BLOCK}`} />
              <div className={`h-7 w-1/3 ${BLOCK}`} />
              <div className="mt-1 flex gap-5 border-t border-gray-200 pt-3">
                <div className={`h-5 w-10 ${BLOCK}`} />
                <div className={`h-5 w-10 ${BLOCK}`} />
                <div className={`h-5 w-16 ${BLOCK}`} />
              </div>
            </div>
          </div>
        ))}
      </div>
    </SkeletonFrame>
  );
}
