"use client";

import { lazy, Suspense } from "react";

// The records panel's code loads when the Cookies tab shows it (members only): this entry is all
// the consent feature's index adds to a page's scripts for it.
const Panel = lazy(() => import("./editor/records-panel"));

/** Global Settings → Cookies: the consent records with their filters and Export CSV (owners and admins). */
export function ConsentRecordsTab({ organizationId }: { organizationId: number }) {
  return (
    <Suspense fallback={null}>
      <Panel organizationId={organizationId} />
    </Suspense>
  );
}
