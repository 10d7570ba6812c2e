import { BLOCKS } from "@/app/blocks";
import { discardDraftRoute, draftMissingRoute } from "@/features/translation-view/server";

export const dynamic = "force-dynamic";

/** POST /api/translation-view/drafts {url_page, locale}: machine drafts of the page's missing texts (issue 42, item 4). */
export const POST = draftMissingRoute(BLOCKS);

/** DELETE /api/translation-view/drafts {subject, id, field, locale}: discards one field's machine draft (issue 42, item 4). */
export const DELETE = discardDraftRoute;
