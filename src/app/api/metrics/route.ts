import { createMetricRoute, listLibrary } from "@/features/metrics/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/metrics: the host organization's library, for its members. */
export const GET = route(async (request) => Response.json(await listLibrary(request), { headers: { "Cache-Control": "private, no-store" } }));

/** POST /api/metrics */
export const POST = createMetricRoute;
