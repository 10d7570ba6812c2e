import { metricUsages } from "@/features/metrics/server";
import { metricUsage } from "@/features/sections/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/metrics/{id}/usages: the sections that show the metric ("Used in: ..."), as the sections feature (owner of the link) knows them. */
export const GET = route<{ id: string }>(async (request, params) =>
  Response.json(await metricUsages(metricUsage, request, params), { headers: { "Cache-Control": "private, no-store" } }),
);
