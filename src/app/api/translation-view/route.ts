import { BLOCKS } from "@/app/blocks";
import { SITE_TEXTS } from "@/app/site-texts";
import { readTranslationView } from "@/features/translation-view/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/translation-view?url_page=&locale=[&scope=site] : members only, the page's (or the site-wide) texts in one of the site's other languages (issue 42). */
export const GET = route(async (request) =>
  Response.json(await readTranslationView(BLOCKS, request, SITE_TEXTS), { headers: { "cache-control": "private, no-store" } }),
);
