import type { SectionSkeletonProps } from "../definition";
import { BLOCK, SkeletonFrame } from "../skeleton-parts";

/** A field's blocks at its real height: the label (20 px), then the input (42 px, or the message box's 146 px). */
function FieldBlock({ wide, tall }: { wide?: boolean; tall?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <div className={`h-5 w-24 ${BLOCK}`} />
      <div className={`mt-1 ${tall ? "h-[146px]" : "h-[42px]"} w-full ${BLOCK}`} />
    </div>
  );
}

/** Loading placeholder of a contact section: the details (label and value per row) beside the form's panel, as the section lays them out. */
export function ContactSkeleton({ items = 3, label }: SectionSkeletonProps) {
  return (
    <SkeletonFrame type="contact" label={label}>
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-16">
        <div className="space-y-6 lg:col-span-2">
          {Array.from({ length: items }, (_, i) => (
            <div key={i}>
              <div className={`h-5 w-20 ${BLOCK}`} />
              <div className={`mt-1 h-7 ${i % 2 ? "w-40" : "w-56"} ${BLOCK}`} />
            </div>
          ))}
        </div>
        <div className="rounded-2xl border border-gray-200 p-6 sm:p-8 lg:col-span-3">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FieldBlock />
            <FieldBlock />
            <FieldBlock />
            <FieldBlock wide tall />
          </div>
          <div className={`mt-5 h-11 w-full sm:w-40 ${BLOCK}`} />
        </div>
      </div>
    </SkeletonFrame>
  );
}
