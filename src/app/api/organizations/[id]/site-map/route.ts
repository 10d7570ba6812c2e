import { BLOCKS } from "@/app/blocks";
import { readSiteMap } from "@/features/site-map/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}/site-map: the site's structure for the Site Map modal (members of that organization). */
export const GET = route<{ id: string }>(async (request, { id }) =>
  Response.json(await readSiteMap(BLOCKS, request, id), { headers: { "cache-control": "private, no-store" } }),
);
