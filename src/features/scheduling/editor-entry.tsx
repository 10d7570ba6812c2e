"use client";

import { lazy, Suspense } from "react";

// The tab's code loads when Global Settings shows it (owners and admins only).
const Tab = lazy(() => import("./editor/scheduled-tab"));

/** Global Settings → Scheduled: posts and pages to publish or unpublish at a time of the organization's zone (issue 43 §1). */
export function ScheduledChangesTab({ zone }: { zone: string }) {
  return (
    <Suspense fallback={null}>
      <Tab zone={zone} />
    </Suspense>
  );
}
