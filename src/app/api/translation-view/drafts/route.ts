import { BLOCKS } from "@/app/blocks";
import { SITE_TEXTS } from "@/app/site-texts";
import { discardDraftRoute, draftMissingRoute } from "@/features/translation-view/server";

export const dynamic = "force-dynamic";

/** POST /api/translation-view/drafts {url_page, locale, scope?}: machine drafts of the page's (or the site-wide) missing texts (issue 42, item 4). */
export const POST = draftMissingRoute(BLOCKS, SITE_TEXTS);

/** DELETE /api/translation-view/drafts {subject, id, field, locale}: discards one field's machine draft (issue 42, item 4). */
export const DELETE = discardDraftRoute;
