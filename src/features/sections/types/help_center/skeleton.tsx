import type { SectionSkeletonProps } from "../definition";
import { BLOCK, SkeletonFrame } from "../skeleton-parts";

/** Loading placeholder of a help-center section: the white panel with the search box, article rows and the link. */
export function HelpCenterSkeleton({ items = 3, label }: SectionSkeletonProps) {
  return (
    <SkeletonFrame type="help_center" label={label}>
      <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 ring-1 ring-gray-200 sm:p-8">
        <div className="mt-8">
          <div className={`h-5 w-48 ${BLOCK}`} />
          <div className={`mt-2 h-[50px] w-full ${BLOCK}`} />
          <div className="mt-3 h-5" />
          <div className="mt-4 divide-y divide-gray-200 border-y border-gray-200">
            {Array.from({ length: items }, (_, i) => (
              <div key={i} className="space-y-2 py-5">
                <div className={`h-6 w-2/3 ${BLOCK}`} />
                <div className={`h-5 w-full ${BLOCK}`} />
              </div>
            ))}
          </div>
        </div>
        <div className={`mt-6 h-6 w-44 ${BLOCK}`} />
      </div>
    </SkeletonFrame>
  );
}
