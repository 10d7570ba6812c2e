import { SITE_TEXTS } from "@/app/site-texts";
import { readSiteTextsStatus, saveSiteTextRoute } from "@/features/translation-view/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/translation-view/site-texts: members only, the site-wide texts' status in each of the site's other languages (issue 42, item 2). */
export const GET = route(async (request) =>
  Response.json(await readSiteTextsStatus(SITE_TEXTS, request), { headers: { "cache-control": "private, no-store" } }),
);

/** PUT /api/translation-view/site-texts {subject, id, locale, translations, version?}: one site-wide record's translations in one language. */
export const PUT = saveSiteTextRoute(SITE_TEXTS);
