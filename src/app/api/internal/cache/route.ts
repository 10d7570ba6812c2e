import { cacheState, hostLookupUsage, pageCacheUsage, readUsage } from "@/platform/cache/server";
import { assertOperator } from "@/platform/http/admin-token";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/**
 * Operator-only: how many pages the page cache holds, their bytes (body and gzip)
 * and how many its byte bound evicted; the host lookups' entries (known and
 * unknown hosts) and evictions, the front thread's and the renderer's; the cached
 * reads' entries and evictions; whether the cache is on (on PostgreSQL, off while
 * its LISTEN connection is down) and how many times it was dropped whole (the
 * connection lost, and back: two each time).
 */
export const GET = route(async (request) => {
  assertOperator(request);
  const usage = { ...pageCacheUsage(), hosts: hostLookupUsage(), reads: readUsage(), on: cacheState.ready, resets: cacheState.generation };
  return Response.json(usage, { headers: { "Cache-Control": "no-store" } });
});
