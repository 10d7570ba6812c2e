import { BLOCKS } from "@/app/blocks";
import { siteCheckRoute } from "@/features/site-check/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}/check?page=<id|home>&locale=<code>: the check before publishing (members of that organization). */
export const GET = route<{ id: string }>(async (request, { id }) => siteCheckRoute(BLOCKS, request, id));
