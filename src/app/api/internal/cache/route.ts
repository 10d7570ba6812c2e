import { hostLookupUsage, pageCacheUsage, readUsage } from "@/platform/cache/server";
import { assertOperator } from "@/platform/http/admin-token";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/**
 * Operator-only: how many pages the page cache holds, their bytes (body and gzip)
 * and how many its byte bound evicted; the host lookups' entries (known and
 * unknown hosts) and evictions, the front thread's and the renderer's; the cached
 * reads' entries and evictions.
 */
export const GET = route(async (request) => {
  assertOperator(request);
  const usage = { ...pageCacheUsage(), hosts: hostLookupUsage(), reads: readUsage() };
  return Response.json(usage, { headers: { "Cache-Control": "no-store" } });
});
