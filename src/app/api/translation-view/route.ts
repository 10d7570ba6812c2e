import { BLOCKS } from "@/app/blocks";
import { readTranslationView } from "@/features/translation-view/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/translation-view?url_page=&locale= : members only, the page's texts in one of the site's other languages (issue 42). */
export const GET = route(async (request) => Response.json(await readTranslationView(BLOCKS, request), { headers: { "cache-control": "private, no-store" } }));
