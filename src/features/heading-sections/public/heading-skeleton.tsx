const BLOCK = "rounded-lg bg-gray-200/80";

/** Loading placeholder of a heading section: a title, two lines of text and a button, pulsing. */
export function HeadingSkeleton() {
  return (
    <div role="status" aria-live="polite" data-heading-skeleton className="py-20 sm:py-24">
      <span className="sr-only">Loading…</span>
      <div aria-hidden className="mx-auto max-w-7xl animate-pulse px-6 lg:px-8">
        <div className={`h-11 w-3/4 max-w-xl ${BLOCK}`} />
        <div className={`mt-6 h-4 w-full max-w-2xl ${BLOCK}`} />
        <div className={`mt-3 h-4 w-5/6 max-w-xl ${BLOCK}`} />
        <div className={`mt-8 h-11 w-36 rounded-full bg-gray-200/80`} />
      </div>
    </div>
  );
}
