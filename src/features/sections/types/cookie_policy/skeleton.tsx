import type { SectionSkeletonProps } from "../definition";
import { BLOCK, SkeletonFrame } from "../skeleton-parts";

/** Loading placeholder of a cookie list: a heading and two lines per category. */
export function CookiePolicySkeleton({ items = 3, label }: SectionSkeletonProps) {
  return (
    <SkeletonFrame type="cookie_policy" label={label}>
      <div className="mx-auto max-w-3xl space-y-8">
        {Array.from({ length: items }, (_, i) => (
          <div key={i}>
            <div className={`h-6 w-1/3 ${BLOCK}`} />
            <div className={`mt-3 h-4 w-full ${BLOCK}`} />
            <div className={`mt-2 h-4 ${i % 2 ? "w-1/2" : "w-2/3"} ${BLOCK}`} />
          </div>
        ))}
      </div>
    </SkeletonFrame>
  );
}
