import "server-only";
// The translation view's second scope (issue 42, item 2): the site-wide texts (menus, FAQs, banners),
// listed from the features' `SiteTextSource`s (src/app/site-texts.ts), with a status of their own that
// counts toward no page's threshold, and a save per record through mutation().
import * as z from "zod";
import { getDb, type Db } from "@/platform/db/client";
import { badRequest, notFound } from "@/platform/http/errors";
import { mutation } from "@/platform/http/mutation";
import { ADMIN_ROLES, authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { organizationOfHost, SITE_NOT_FOUND } from "@/platform/tenancy/request";
import { hasText, type PageTranslation, type TranslatableText } from "@/platform/translations/rules";
import type { SiteTextSource } from "@/platform/translations/site-texts";
import { noteTranslations, translationStatus } from "@/platform/translations/store";
import { loadSite, siteLanguages } from "@/platform/tenancy/organizations";
import type { SiteTextSaveResult, SiteTextsStatus, ViewField } from "../types";
import { draftField, siteAndLanguage, viewFields } from "./page-texts";

export type SiteTextSources = readonly SiteTextSource[];

export const SITE_MESSAGES = {
  subject: "Name a site-wide text: a menu item, submenu item, FAQ or banner, and its fields.",
  translations: "translations must map the record's fields to their text in the language (an empty text removes it).",
  version: "version must be the record's version as you read it.",
};

/** The organization's site-wide texts with a source, in the view's order: menus, FAQs, banners. */
async function siteTexts(db: Db, sources: SiteTextSources, organizationId: number): Promise<{ text: TranslatableText; title: string }[]> {
  const lists = await Promise.all(sources.map((source) => source.read(db, organizationId)));
  return lists.flat().filter(({ text }) => hasText(text.source));
}

/** The site-wide texts as the view's fields in `locale`: their state and waiting draft. */
export async function siteFields(db: Db, sources: SiteTextSources, organizationId: number, locale: string): Promise<ViewField[]> {
  const entries = await siteTexts(db, sources, organizationId);
  return viewFields(
    db,
    organizationId,
    entries.map(({ text, title }) => ({ text, summary: { type: text.subject, title } })),
    locale,
  );
}

/** The site-wide texts' status in each of the site's languages but its own (drafts included). */
export async function siteTextsStatus(db: Db, sources: SiteTextSources, organizationId: number): Promise<PageTranslation> {
  const site = await loadSite(organizationId, db);
  if (!site) throw notFound(SITE_NOT_FOUND);
  const locales = siteLanguages(site.settings).filter((locale) => locale !== site.settings.language);
  const texts = (await siteTexts(db, sources, organizationId)).map(({ text }) => text);
  return translationStatus(db, organizationId, texts, locales);
}

/** GET /api/translation-view/site-texts (members of the host's organization): `{translation: {de: {translated, outdated, missing, total}}}`. */
export async function readSiteTextsStatus(sources: SiteTextSources, request: Request): Promise<SiteTextsStatus> {
  const user = await authenticate(request);
  const organizationId = await organizationOfHost(request);
  await authorizeUser(request, user, organizationId);
  return { translation: await siteTextsStatus(await getDb(), sources, organizationId) };
}

/** One record's translations in one language, as the view saves them. */
const siteTextSave = z.object({
  subject: draftField.shape.subject,
  id: draftField.shape.id,
  locale: draftField.shape.locale,
  translations: z.record(
    z.string().regex(/^[a-z_]{1,60}$/, { error: SITE_MESSAGES.translations }),
    z.string().max(50_000, { error: SITE_MESSAGES.translations }),
    {
      error: SITE_MESSAGES.translations,
    },
  ),
  version: z.number({ error: SITE_MESSAGES.version }).int({ error: SITE_MESSAGES.version }).positive({ error: SITE_MESSAGES.version }).nullable().optional(),
});

/** The source of a subject, and the named fields checked to be its own (400 otherwise). */
function sourceOf(sources: SiteTextSources, subject: string, fields: readonly string[]): SiteTextSource {
  const source = sources.find((candidate) => candidate.subject === subject);
  if (!source || fields.length === 0 || fields.some((field) => !source.fields.includes(field))) throw badRequest(SITE_MESSAGES.subject);
  return source;
}

/**
 * PUT /api/translation-view/site-texts {subject, id, locale, translations: {field: text}, version?}:
 * saves one site-wide record's translations in one language (an empty text removes one). The
 * record's own rules: a menu item checks `version` (409 when saved since) and keeps the menus'
 * revisions; a FAQ or banner changes only that language's entry under the row's lock and keeps its
 * list's revision. Its translations are noted (a draft of them goes) and its cached reads invalidated.
 */
export const saveSiteTextRoute = (sources: SiteTextSources) =>
  mutation({
    owner: ({ request }) => organizationOfHost(request),
    roles: ADMIN_ROLES,
    input: siteTextSave,
    write: async ({ tx, organizationId, input }): Promise<SiteTextSaveResult> => {
      const source = sourceOf(sources, input.subject, Object.keys(input.translations));
      await siteAndLanguage(organizationId, input.locale, tx);
      const saved = await source.save(tx, organizationId, input.id, input.locale, input.translations, input.version ?? null);
      await noteTranslations(tx, organizationId, saved.texts);
      await source.touch?.(tx, organizationId);
      return { subject: source.subject, id: input.id, version: saved.version };
    },
    revisions: (_result, { input, organizationId }) => sourceOf(sources, input.subject, Object.keys(input.translations)).revisions(organizationId),
    invalidates: (_result, input) => ({ keys: [sourceOf(sources, input.subject, Object.keys(input.translations)).cacheKey] }),
  });
