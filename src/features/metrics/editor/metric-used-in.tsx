"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/platform/http/client";

type Usage = { id: number; section_title: string; url_page: string };

/**
 * "Used in: Pricing, Home features": the sections a permanent delete would also
 * change, asked from the server when the confirmation opens.
 */
export function MetricUsedIn({ metricId }: { metricId: number }) {
  const usages = useQuery({
    queryKey: ["metrics", metricId, "usages"],
    queryFn: () => apiFetch<Usage[]>(`/api/metrics/${metricId}/usages`, { fallback: "Could not list the sections that use this metric" }),
    staleTime: 0,
  });
  if (usages.isPending) return <p className="mt-2 text-sm text-gray-700">Checking which sections use it...</p>;
  if (usages.isError) return <p className="mt-2 text-sm text-gray-700">We could not list the sections that use it.</p>;
  if (usages.data.length === 0) return <p className="mt-2 text-sm text-gray-700">No section uses it.</p>;
  return (
    <p className="mt-2 text-sm font-medium text-gray-900" data-testid="metric-used-in">
      Used in: {usages.data.map((u) => u.section_title).join(", ")}
    </p>
  );
}
