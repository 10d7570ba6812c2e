import type { CSSProperties } from "react";
import { gridTemplate } from "../../public/section-layout";
import type { SectionSkeletonProps } from "../definition";
import { BLOCK, SkeletonFrame } from "../skeleton-parts";

/** Loading placeholder of a pricing section: plan cards at the real card's sizes (name, description, price, four feature lines, the button and its status line). */
export function PricingPlansSkeleton({ columns = 3, items, label }: SectionSkeletonProps) {
  const style = { "--grid-cols": gridTemplate(columns) } as CSSProperties;
  return (
    <SkeletonFrame type="pricing_plans" label={label}>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-(--grid-cols)" style={style}>
        {Array.from({ length: items ?? columns }, (_, i) => (
          <div key={i} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-8">
            <div className={`h-7 w-1/3 ${BLOCK}`} />
            <div className="mt-3 min-h-12 space-y-2">
              <div className={`h-4 w-full ${BLOCK}`} />
              <div className={`h-4 w-2/3 ${BLOCK}`} />
            </div>
            <div className={`mt-6 h-10 w-1/2 ${BLOCK}`} />
            <div className="mt-8 space-y-3">
              {Array.from({ length: 4 }, (_, j) => (
                <div key={j} className="flex h-6 items-center gap-x-3">
                  <div className={`size-5 ${BLOCK}`} />
                  <div className={`h-4 ${j % 2 ? "w-1/2" : "w-2/3"} ${BLOCK}`} />
                </div>
              ))}
            </div>
            <div className="mt-8">
              <div className={`h-11 w-full ${BLOCK}`} />
              <div className="mt-2 h-5" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonFrame>
  );
}
