import "server-only";
// The translation view's routes (issue 42, items 3 and 4): the page's texts in a language
// (members), and machine drafts of its missing texts (a save-pipeline mutation). A
// translation itself, by hand or an approved draft, is saved by its record's own route.
import { sanitizePostContent } from "@/features/posts/server";
import type { BlockList } from "@/features/site/server";
import { getDb } from "@/platform/db/client";
import { mutation } from "@/platform/http/mutation";
import { takeRateLimit } from "@/platform/http/rate-limit";
import { HttpError, notFound } from "@/platform/http/errors";
import { sanitizeRichText } from "@/platform/sanitize/html";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { organizationOfHost } from "@/platform/tenancy/request";
import { discardDraft, storeDrafts, type TranslationDraft } from "@/platform/translations/drafts";
import { textHash } from "@/platform/translations/store";
import type { DraftResult, TranslationView } from "../types";
import { draftField, pageFields, siteAndLanguage, translationView, viewQuery, VIEW_MESSAGES } from "./page-texts";
import { siteFields, type SiteTextSources } from "./site-texts";
import { machineTranslate, MACHINE_NOT_SET_UP, translateUrl } from "./translate";

/** Draft requests per organization per minute: each may send a page's texts to the translation server. */
const DRAFT_LIMIT = { max: 10, windowMs: 60_000 };
/** Texts drafted in one request at most (a page has far fewer). */
const MAX_DRAFTS = 300;

/**
 * A machine draft of rich text, sanitized as its field is: a post's content by the posts' widest allow list
 * (a landing page's; the approving save applies the post's own type's), any other by the rich text list.
 */
const sanitizeDraft = (subject: string, html: string) => (subject === "post" ? sanitizePostContent("landing", html) : sanitizeRichText(html));

/**
 * GET /api/translation-view?url_page=&locale=[&scope=site] (members of the host's organization): the
 * page's texts in that language, or with `scope=site` the site-wide texts (menus, FAQs, banners).
 */
export async function readTranslationView(blocks: BlockList, request: Request, sources: SiteTextSources = []): Promise<TranslationView> {
  const user = await authenticate(request);
  const organizationId = await organizationOfHost(request);
  await authorizeUser(request, user, organizationId);
  const params = new URL(request.url).searchParams;
  const { url_page, locale, scope } = viewQuery.parse({
    url_page: params.get("url_page") ?? "/",
    locale: params.get("locale") ?? "",
    scope: params.get("scope") ?? undefined,
  });
  const db = await getDb();
  const machine = translateUrl() !== null;
  if (scope === "page") return translationView(db, blocks, organizationId, url_page, locale, machine);
  const { site, locales } = await siteAndLanguage(organizationId, locale, db);
  return { source: site.settings.language, locale, locales, machine, fields: await siteFields(db, sources, organizationId, locale) };
}

/**
 * POST /api/translation-view/drafts {url_page, locale, scope?}: a machine draft of each of the page's
 * (`scope: "site"`: the site-wide texts') texts missing in that language that has none yet, stored as a draft (no page shows it until a
 * member approves it). The translation server is asked before the transaction opens; if it fails,
 * nothing is stored (502 with its reason). 409 when this server has no translation server.
 */
export const draftMissingRoute = (blocks: BlockList, sources: SiteTextSources = []) =>
  mutation({
    owner: ({ request }) => organizationOfHost(request),
    input: viewQuery,
    prepare: async ({ input, organizationId }): Promise<TranslationDraft[]> => {
      if (!translateUrl()) throw new HttpError(409, MACHINE_NOT_SET_UP);
      const db = await getDb();
      const { site } = await siteAndLanguage(organizationId, input.locale, db);
      takeRateLimit(`translation-drafts:${organizationId}`, DRAFT_LIMIT);
      const fields =
        input.scope === "site"
          ? await siteFields(db, sources, organizationId, input.locale)
          : await pageFields(db, blocks, organizationId, input.url_page, input.locale);
      const missing = fields.filter((field) => field.state === "missing" && field.draft === null).slice(0, MAX_DRAFTS);
      const drafts: TranslationDraft[] = [];
      for (const field of missing) {
        const answer = await machineTranslate(field.source, site.settings.language, input.locale, field.rich ? "html" : "text");
        const draft = field.rich ? sanitizeDraft(field.subject, answer) : answer.trim();
        if (draft) drafts.push({ subject: field.subject, id: field.id, field: field.field, locale: input.locale, draft, sourceHash: textHash(field.source) });
      }
      return drafts;
    },
    write: async ({ tx, organizationId, prepared }): Promise<DraftResult> => {
      await storeDrafts(tx, organizationId, prepared);
      return { drafted: prepared.length };
    },
    // Drafts are no page's content: nothing cached changes, and no editor needs to hear it.
    invalidates: "nothing",
    announce: false,
  });

/**
 * DELETE /api/translation-view/drafts {subject, id, field, locale}: discards the machine draft of
 * one field's translation (a member would rather translate it by hand, or draft it again later).
 * Nothing published changes; 404 when that field has no draft (approved or discarded already).
 */
export const discardDraftRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  input: draftField,
  write: async ({ tx, organizationId, input }): Promise<{ discarded: true }> => {
    if (!(await discardDraft(tx, organizationId, input))) throw notFound(VIEW_MESSAGES.noDraft);
    return { discarded: true };
  },
  invalidates: "nothing",
  announce: false,
});
