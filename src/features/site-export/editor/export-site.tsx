"use client";

import { useId, useState } from "react";
import { useOptionalSite } from "@/platform/tenancy/site-context";
import { exportTexts } from "../texts";

/**
 * "Export site" (Global Settings → General, owners only; issue 43, item 5): a download link to
 * the site's archive (GET /api/organizations/{id}/export), where WordPress's and Webflow's users
 * look for it. Texts in the page's language (ten UI languages).
 */
export function ExportSite({ organizationId }: { organizationId: number }) {
  const texts = exportTexts(useOptionalSite()?.locale);
  const [leaveOut, setLeaveOut] = useState(false);
  const heading = useId();
  const href = `/api/organizations/${organizationId}/export${leaveOut ? "?without=consent,bookings" : ""}`;
  return (
    <section aria-labelledby={heading} data-export-site className="rounded-md border border-gray-200 p-4">
      <h3 id={heading} className="text-sm font-medium text-gray-800">
        {texts.title}
      </h3>
      <p className="mt-1 text-sm text-gray-600">{texts.description}</p>
      <label className="mt-3 flex items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" className="size-4" checked={leaveOut} onChange={(e) => setLeaveOut(e.target.checked)} />
        {texts.leaveOut}
      </label>
      <a
        href={href}
        download
        className="mt-3 inline-flex items-center rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
      >
        {texts.download}
      </a>
    </section>
  );
}
