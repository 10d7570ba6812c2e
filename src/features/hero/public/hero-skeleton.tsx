const BLOCK = "rounded-lg bg-gray-200/80";

/** Loading placeholder of a hero: a large title, two lines of text and a button, pulsing. */
export function HeroSkeleton() {
  return (
    <div role="status" aria-live="polite" data-hero-skeleton className="px-6 py-20 sm:py-28">
      <span className="sr-only">Loading…</span>
      <div aria-hidden className="mx-auto flex max-w-2xl animate-pulse flex-col items-center gap-6">
        <div className={`h-14 w-4/5 ${BLOCK}`} />
        <div className={`h-5 w-full ${BLOCK}`} />
        <div className={`h-5 w-2/3 ${BLOCK}`} />
        <div className={`h-12 w-40 rounded-full bg-gray-200/80`} />
      </div>
    </div>
  );
}
