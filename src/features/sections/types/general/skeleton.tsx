import type { CSSProperties } from "react";
import { gridTemplate } from "../../public/section-layout";
import type { SectionSkeletonProps } from "../definition";

const BLOCK = "rounded-lg bg-gray-200/80";

/** Loading placeholder of a general section: title, description and a metrics grid, pulsing. */
export function GeneralSkeleton({ columns = 3, items, label = "Loading…" }: SectionSkeletonProps) {
  const count = items ?? columns;
  const style = { "--grid-cols": gridTemplate(columns) } as CSSProperties;
  return (
    <div role="status" aria-live="polite" data-section-skeleton="general" className="py-20 sm:py-24">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="mx-auto max-w-7xl animate-pulse px-6 lg:px-8">
        <div className={`h-9 w-2/3 max-w-md ${BLOCK}`} />
        <div className={`mt-6 h-4 w-full max-w-2xl ${BLOCK}`} />
        <div className={`mt-3 h-4 w-5/6 max-w-xl ${BLOCK}`} />
        <div className="mt-14 grid grid-cols-1 gap-8 md:grid-cols-(--grid-cols)" style={style}>
          {Array.from({ length: count }, (_, i) => (
            <div key={i} className="space-y-4">
              <div className={`h-48 w-full rounded-2xl ${BLOCK}`} />
              <div className={`h-5 w-1/2 ${BLOCK}`} />
              <div className={`h-3.5 w-full ${BLOCK}`} />
              <div className={`h-3.5 w-4/5 ${BLOCK}`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
