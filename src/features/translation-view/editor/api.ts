"use client";

import { withTranslation } from "@/features/editing/record";
import { apiFetch } from "@/platform/http/client";
import { SAVE_ROUTES, SITE_SUBJECTS, type DraftResult, type SiteTextSaveResult, type TranslationView, type ViewField, type ViewScope } from "../types";

const LOAD_FAILED = "Could not load the page's texts.";
const SAVE_FAILED = "Could not save the translation.";
const DRAFT_FAILED = "Could not make machine drafts.";
const DISCARD_FAILED = "Could not discard the machine draft.";

export const viewKey = (urlPage: string, locale: string, scope: ViewScope = "page") => ["translation-view", scope, urlPage, locale] as const;

/** GET /api/translation-view: the page's (or, scope "site", the site-wide) texts in `locale`. */
export function fetchView(urlPage: string, locale: string, scope: ViewScope = "page"): Promise<TranslationView> {
  const query = new URLSearchParams({ url_page: urlPage, locale, ...(scope === "site" ? { scope } : {}) });
  return apiFetch<TranslationView>(`/api/translation-view?${query}`, { fallback: LOAD_FAILED });
}

/** POST /api/translation-view/drafts: machine drafts of the page's (or the site-wide) missing texts in `locale`. */
export function draftMissing(urlPage: string, locale: string, scope: ViewScope = "page"): Promise<DraftResult> {
  return apiFetch<DraftResult>("/api/translation-view/drafts", { method: "POST", body: { url_page: urlPage, locale, scope }, fallback: DRAFT_FAILED });
}

/** DELETE /api/translation-view/drafts: discards the machine draft of one field's translation in `locale`. */
export async function discardDraft(field: Pick<ViewField, "subject" | "id" | "field">, locale: string): Promise<void> {
  await apiFetch("/api/translation-view/drafts", {
    method: "DELETE",
    body: { subject: field.subject, id: field.id, field: field.field, locale },
    fallback: DISCARD_FAILED,
  });
}

/**
 * Saves translations of one record's fields in `locale` (`values` by field key) through the
 * record's own route: its save pipeline keeps a revision, checks `version` (409 when someone
 * saved it since) and notes the translations (a draft of them goes). Answers the new version.
 */
export async function saveTranslations(
  fields: readonly ViewField[],
  locale: string,
  values: Record<string, string>,
  version: number | null,
): Promise<number | null> {
  const first = fields[0]!;
  if (SITE_SUBJECTS.includes(first.subject)) return saveSiteText(fields, locale, values, version);
  const route = SAVE_ROUTES[first.subject];
  if (!route) throw new Error(SAVE_FAILED);
  const body: Record<string, unknown> = version === null ? {} : { version };
  for (const field of fields) body[`${field.field}_translation`] = withTranslation(field.translations, locale, values[field.key] ?? "");
  const saved = await apiFetch<{ version?: number }>(route.path(first.id, first.slug), { method: route.method, body, fallback: SAVE_FAILED });
  return typeof saved?.version === "number" ? saved.version : null;
}

/** A site-wide record's translations in `locale` (PUT /api/translation-view/site-texts): only that language's entries change. */
async function saveSiteText(fields: readonly ViewField[], locale: string, values: Record<string, string>, version: number | null): Promise<number | null> {
  const first = fields[0]!;
  const translations = Object.fromEntries(fields.map((field) => [field.field, values[field.key] ?? ""]));
  const saved = await apiFetch<SiteTextSaveResult>("/api/translation-view/site-texts", {
    method: "PUT",
    body: { subject: first.subject, id: first.id, locale, translations, version },
    fallback: SAVE_FAILED,
  });
  return saved?.version ?? null;
}

/** The record a field is saved with ("section:12"). */
export const recordOf = (field: Pick<ViewField, "subject" | "id">) => `${field.subject}:${field.id}`;
