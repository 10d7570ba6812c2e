import type { SectionSkeletonProps } from "../definition";
import { BLOCK, SkeletonFrame } from "../skeleton-parts";

/** Loading placeholder of a FAQ section: closed questions, one row (56 px) each, as the accordion shows them. */
export function FaqSkeleton({ items = 4, label }: SectionSkeletonProps) {
  return (
    <SkeletonFrame type="faq" label={label}>
      <div className="mx-auto max-w-3xl divide-y divide-gray-200 border-y border-gray-200">
        {Array.from({ length: items }, (_, i) => (
          <div key={i} className="flex min-h-14 items-center justify-between gap-4 py-4">
            <div className={`h-5 ${i % 2 ? "w-1/2" : "w-2/3"} ${BLOCK}`} />
            <div className={`size-5 ${BLOCK}`} />
          </div>
        ))}
      </div>
    </SkeletonFrame>
  );
}
