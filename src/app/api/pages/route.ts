import { createPageRoute, listHostPages } from "@/features/pages/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/pages: members of the host's organization; its pages in order. */
export const GET = route(async (request) => Response.json(await listHostPages(request), { headers: { "Cache-Control": "private, no-store" } }));

/** POST /api/pages: Create Page. */
export const POST = createPageRoute;
