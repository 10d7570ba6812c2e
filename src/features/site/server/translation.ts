import "server-only";
// A page's translation status (issue 42, items 2 and 5): its blocks' translatable texts
// (each block type's `translatable`) against what their translations were made from
// (src/platform/translations). The page's metadata (both renderers), the site map and the
// page layout manager read it.
import { getDb, type Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { toPagePath } from "@/platform/schema";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { loadSite, publishedLocales, siteLanguages, type Site } from "@/platform/tenancy/organizations";
import { organizationOfHost, SITE_NOT_FOUND } from "@/platform/tenancy/request";
import { layoutUrlPage } from "../layout-schema";
import { meetsThreshold, type PageTranslation, type TranslatableText } from "@/platform/translations/rules";
import { postTexts, type Post } from "@/features/posts";
import { postKey } from "@/features/posts/server";
import { textHash, translationStatus } from "@/platform/translations/store";
import { blockKey, cachedRead, pageBlocksKey } from "@/platform/cache";
import type { BlockList } from "../block-types";
import { loadPageBlocks, type PageBlock } from "./registry";

/** The status of a page's loaded blocks in each of the site's languages but its own (drafts included: they are translated before they are published). */
export async function blocksTranslation(site: Site, pageBlocks: readonly PageBlock[], db?: Db): Promise<PageTranslation> {
  return textsTranslation(site, blockTexts(pageBlocks), db);
}

const blockTexts = (pageBlocks: readonly PageBlock[]): TranslatableText[] =>
  pageBlocks.flatMap(({ definition, block }) => definition.translatable?.(block) ?? []);

/** The status of these texts (a page's, a post's) in each of the site's languages but its own, drafts included. */
export async function textsTranslation(site: Site, texts: readonly TranslatableText[], db?: Db): Promise<PageTranslation> {
  const locales = siteLanguages(site.settings).filter((locale) => locale !== site.settings.language);
  if (locales.length === 0) return {};
  return translationStatus(db ?? (await getDb()), site.organization.id, texts, locales);
}

/**
 * A post's status in its own render (its metadata, issue 42): its texts (title, summary, content,
 * meta description), as a cached read of the post's key, which its every save names (the key
 * carries a hash of the texts, as a page's does).
 */
export async function renderedPostTranslation(site: Site, post: Post): Promise<PageTranslation> {
  if (siteLanguages(site.settings).every((locale) => locale === site.settings.language)) return {};
  const texts = postTexts(post);
  const key = `translation:post:${post.slug}:${textHash(JSON.stringify(texts))}`;
  return cachedRead(site.organization.id, key, () => textsTranslation(site, texts), postKey(post.slug));
}

/**
 * The status of the page at `urlPage` in its own render (its metadata), as a cached read of that
 * page's key and its blocks' own: a translation is noted in the same save as its record, and every
 * save of a record a page shows names that page's key or the block's, so the render still depends
 * only on what it shows (a save on another page leaves it cached). The key carries a hash of the
 * texts, so blocks read before a save never file their status under the state after it.
 */
export async function renderedPageTranslation(site: Site, urlPage: string, pageBlocks: readonly PageBlock[]): Promise<PageTranslation> {
  if (siteLanguages(site.settings).every((locale) => locale === site.settings.language)) return {};
  const texts = blockTexts(pageBlocks);
  const key = `translation:${urlPage}:${textHash(JSON.stringify(texts))}`;
  const keys = [pageBlocksKey(urlPage), ...pageBlocks.map(({ summary }) => blockKey(summary.type, summary.id))];
  return cachedRead(site.organization.id, key, () => textsTranslation(site, texts), keys);
}

/** The status of the page at `urlPage` (stored path). */
export async function pageTranslation(blocks: BlockList, site: Site, urlPage: string): Promise<PageTranslation> {
  return blocksTranslation(site, await loadPageBlocks(blocks, site.organization.id, urlPage));
}

/**
 * The languages a page is offered in (hreflang alternates, the language suggestion,
 * indexing): the site's own language, and each published language the page is
 * translated in at or above the site's threshold. A page under it in a language still
 * answers in it (falling back field by field to the site's language), `noindex`.
 */
export function offeredLocales(site: Site, status: PageTranslation): string[] {
  return publishedLocales(site.settings).filter(
    (locale) => locale === site.settings.language || meetsThreshold(status[locale], site.settings.translation_threshold),
  );
}

/**
 * GET /api/page-layout/translation?url_page= (members of the host's organization): the
 * page's translation status in each of the site's other languages, as the page layout
 * manager shows it (the layout itself is public; its status is not).
 */
export async function readPageTranslation(blocks: BlockList, request: Request): Promise<PageTranslation> {
  const user = await authenticate(request);
  const organizationId = await organizationOfHost(request);
  await authorizeUser(request, user, organizationId);
  const urlPage = toPagePath(layoutUrlPage.parse(new URL(request.url).searchParams.get("url_page") ?? "/"));
  const site = await loadSite(organizationId);
  if (!site) throw notFound(SITE_NOT_FOUND);
  return pageTranslation(blocks, site, urlPage);
}
