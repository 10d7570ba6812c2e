import type { CSSProperties } from "react";
import { gridTemplate } from "../../public/section-layout";
import type { SectionSkeletonProps } from "../definition";
import { BLOCK, SkeletonFrame } from "../skeleton-parts";

/** Loading placeholder of a brand section: logo tiles (96 px tall) in the wall's grid. */
export function BrandSkeleton({ columns = 4, items, label }: SectionSkeletonProps) {
  const style = { "--grid-cols": gridTemplate(columns) } as CSSProperties;
  return (
    <SkeletonFrame type="brand" label={label}>
      <div className="grid grid-cols-2 gap-6 md:grid-cols-(--grid-cols)" style={style}>
        {Array.from({ length: items ?? columns }, (_, i) => (
          <div key={i} className="flex h-24 items-center justify-center px-4">
            <div className={`h-10 w-32 max-w-full ${BLOCK}`} />
          </div>
        ))}
      </div>
    </SkeletonFrame>
  );
}
