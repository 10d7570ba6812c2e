import { BLOCKS } from "@/app/blocks";
import { readPageTranslation } from "@/features/site/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/page-layout/translation?url_page= : members only, the page's translation status in the site's other languages (issue 42). */
export const GET = route(async (request) => Response.json(await readPageTranslation(BLOCKS, request), { headers: { "cache-control": "private, no-store" } }));
