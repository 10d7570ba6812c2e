import { metricUsages } from "@/features/metrics/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/metrics/{id}/usages: the sections that show the metric ("Used in: ..."). */
export const GET = route<{ id: string }>(async (request, params) => Response.json(await metricUsages(request, params), { headers: { "Cache-Control": "private, no-store" } }));
