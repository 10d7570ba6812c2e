/** What a heading whose stored data cannot render shows instead, for itself only (spec/visitor.md §8). */
export function HeadingError({ name }: { name: string }) {
  return (
    <div className="mx-auto max-w-7xl px-6 py-8 lg:px-8" data-heading-error>
      <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">Error rendering section: {name}</p>
    </div>
  );
}
