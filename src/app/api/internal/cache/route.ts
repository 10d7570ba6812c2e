import { pageCacheUsage } from "@/platform/cache/server";
import { assertOperator } from "@/platform/http/admin-token";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** Operator-only: how many pages the page cache holds and their bytes (body and gzip). */
export const GET = route(async (request) => {
  assertOperator(request);
  return Response.json(pageCacheUsage(), { headers: { "Cache-Control": "no-store" } });
});
