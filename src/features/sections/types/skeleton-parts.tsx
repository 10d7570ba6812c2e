import type { ReactNode } from "react";

export const BLOCK = "rounded-lg bg-gray-200/80";

/**
 * A type's loading placeholder: announced to screen readers, pulsing, with the
 * blocks of the section header (title and two description lines) at the sizes
 * of the real ones, then the type's own `children` after the same gap.
 */
export function SkeletonFrame({ type, label = "Loading…", children }: { type: string; label?: string; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" data-section-skeleton={type} className="py-20 sm:py-24">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="mx-auto max-w-7xl animate-pulse px-6 lg:px-8">
        {/* The header's blocks; the section editor's preview, whose header is the editable one, hides them. */}
        <div data-skeleton-header className="mb-12 sm:mb-16">
          <div className={`h-9 w-2/3 max-w-md ${BLOCK}`} />
          <div className={`mt-6 h-4 w-full max-w-2xl ${BLOCK}`} />
          <div className={`mt-3 h-4 w-5/6 max-w-xl ${BLOCK}`} />
        </div>
        {children}
      </div>
    </div>
  );
}
