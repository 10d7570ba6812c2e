"use client";

import { lazy, Suspense } from "react";

// The preview's code loads when the Banners tab shows it (members only): this entry is all
// the banners feature's index adds to a page's scripts for it.
const Preview = lazy(() => import("./editor/banners-preview"));

/** Global Settings → Banners: a live preview of the banners being edited, in their position and open state. */
export function BannersPreviewTab({ banners }: { banners: readonly Record<string, unknown>[] }) {
  return (
    <Suspense fallback={null}>
      <Preview banners={banners} />
    </Suspense>
  );
}
