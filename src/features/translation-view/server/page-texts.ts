import "server-only";
import * as z from "zod";
import { pageTexts, slugOfPath } from "@/features/pages";
import { loadPage } from "@/features/pages/server";
import { postTexts } from "@/features/posts";
import { findPost } from "@/features/posts/server";
import { loadPageBlocks, type BlockList } from "@/features/site/server";
import type { Db } from "@/platform/db/client";
import { badRequest, notFound } from "@/platform/http/errors";
import { isSitePath, toPagePath } from "@/platform/schema";
import { loadSite, siteLanguages, type Site } from "@/platform/tenancy/organizations";
import { SITE_NOT_FOUND } from "@/platform/tenancy/request";
import { readDrafts } from "@/platform/translations/drafts";
import { hasText, translationKey, type TranslatableText } from "@/platform/translations/rules";
import { textStates } from "@/platform/translations/store";
import type { TranslationView, ViewField } from "../types";

export const VIEW_MESSAGES = {
  urlPage: "url_page must be a page path such as /about-us.",
  locale: "Choose one of the site's languages other than its own.",
  field: "Name the text: its block (subject and id) and field.",
  noDraft: "This text has no machine draft to discard: it was approved or discarded already.",
  scope: 'scope must be "page" (a page\'s texts) or "site" (the site-wide texts: menus, FAQs, banners).',
};

/** Which page, in which language: the view's query and the draft's body. */
export const pageLanguage = z.object({
  url_page: z
    .string({ error: VIEW_MESSAGES.urlPage })
    .trim()
    .max(500, { error: VIEW_MESSAGES.urlPage })
    .refine((v) => isSitePath(v) && !v.includes("//"), { error: VIEW_MESSAGES.urlPage }),
  locale: z.string({ error: VIEW_MESSAGES.locale }).regex(/^[a-z]{2}$/, { error: VIEW_MESSAGES.locale }),
});

/** Which texts, in which language: a page's (the default) or the site-wide texts (issue 42, item 2: `url_page` is not read). */
export const viewQuery = pageLanguage.extend({
  url_page: pageLanguage.shape.url_page.default("/"),
  scope: z.enum(["page", "site"], { error: VIEW_MESSAGES.scope }).default("page"),
});

/** One field's translation in one language: the machine draft a member discards. */
export const draftField = z.object({
  subject: z.string({ error: VIEW_MESSAGES.field }).regex(/^[a-z_]{1,40}$/, { error: VIEW_MESSAGES.field }),
  id: z.number({ error: VIEW_MESSAGES.field }).int({ error: VIEW_MESSAGES.field }).positive({ error: VIEW_MESSAGES.field }),
  field: z.string({ error: VIEW_MESSAGES.field }).regex(/^[a-z_]{1,60}$/, { error: VIEW_MESSAGES.field }),
  locale: pageLanguage.shape.locale,
});

/** The site, and the language checked to be one of its own but its default (400 otherwise). */
export async function siteAndLanguage(organizationId: number, locale: string, db?: Db): Promise<{ site: Site; locales: string[] }> {
  const site = await loadSite(organizationId, db);
  if (!site) throw notFound(SITE_NOT_FOUND);
  const locales = siteLanguages(site.settings).filter((l) => l !== site.settings.language);
  if (!locales.includes(locale as (typeof locales)[number])) throw badRequest(VIEW_MESSAGES.locale);
  return { site, locales };
}

/**
 * The texts of the page or post at an address, listed first (issue 42): a page's title and meta
 * description (saved at PATCH /api/pages/{id}; the home page has no page row, so none), or at an
 * address with neither a page nor blocks, a post's title, summary, content and meta description
 * (saved at PATCH /api/posts/{slug}).
 */
async function ownEntries(db: Db, organizationId: number, urlPage: string, hasBlocks: boolean): Promise<Entry[]> {
  const slug = slugOfPath(urlPage);
  if (!slug) return [];
  const page = await loadPage(organizationId, urlPage);
  if (page) return withSource(pageTexts(page), { type: "page", title: page.title });
  const post = hasBlocks ? null : await findPost(db, organizationId, slug, true);
  return post ? withSource(postTexts(post), { type: "post", title: post.title }, post.slug) : [];
}

export type Entry = { text: TranslatableText; summary: { type: string; title: string }; slug?: string };

const withSource = (texts: TranslatableText[], summary: Entry["summary"], slug?: string): Entry[] =>
  texts.filter((text) => hasText(text.source)).map((text) => ({ text, summary, ...(slug ? { slug } : {}) }));

/** The page's translatable fields with a source text, in page order (the page's or post's own texts first), with their state and draft in `locale`. */
export async function pageFields(db: Db, blocks: BlockList, organizationId: number, urlPage: string, locale: string): Promise<ViewField[]> {
  const path = toPagePath(urlPage);
  const pageBlocks = await loadPageBlocks(blocks, organizationId, path);
  const entries: Entry[] = [
    ...(await ownEntries(db, organizationId, path, pageBlocks.length > 0)),
    ...pageBlocks.flatMap(({ definition, block, summary }) =>
      (definition.translatable?.(block) ?? []).filter((text) => hasText(text.source)).map((text) => ({ text, summary })),
    ),
  ];
  return viewFields(db, organizationId, entries, locale);
}

/** Texts (a page's, the site-wide ones) as the view's fields in `locale`: each with its state and its waiting machine draft. */
export async function viewFields(db: Db, organizationId: number, entries: readonly Entry[], locale: string): Promise<ViewField[]> {
  const texts = entries.map(({ text }) => text);
  const [states, drafts] = await Promise.all([textStates(db, organizationId, texts, locale), readDrafts(db, organizationId, texts, locale)]);
  return entries.map(({ text, summary, slug }) => {
    const key = translationKey(text, locale);
    const state = states.get(key) ?? "missing";
    return {
      key,
      subject: text.subject,
      id: text.id,
      version: text.version ?? null,
      field: text.field,
      rich: !!text.rich,
      block: { type: summary.type, title: summary.title },
      source: text.source ?? "",
      translations: text.translations ?? {},
      state,
      // A draft only for a field still missing (a translation saved since supersedes it).
      draft: state === "missing" ? (drafts.get(key)?.draft ?? null) : null,
      ...(slug ? { slug } : {}),
    };
  });
}

/** The view of a page in `locale` (the site checked: 400 for its own or an unknown language). */
export async function translationView(
  db: Db,
  blocks: BlockList,
  organizationId: number,
  urlPage: string,
  locale: string,
  machine: boolean,
): Promise<TranslationView> {
  const { site, locales } = await siteAndLanguage(organizationId, locale, db);
  return { source: site.settings.language, locale, locales, machine, fields: await pageFields(db, blocks, organizationId, urlPage, locale) };
}
