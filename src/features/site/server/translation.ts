import "server-only";
// A page's translation status (issue 42, items 2 and 5): its own title and meta description
// (its page row's; the home page has none) and its blocks' translatable texts (each block
// type's `translatable`) against what their translations were made from
// (src/platform/translations). The page's metadata (both renderers), the sitemap, the site
// map and the page layout manager read it.
import { getDb, type Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { toPagePath } from "@/platform/schema";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { loadSite, publishedLocales, siteLanguages, type Site } from "@/platform/tenancy/organizations";
import { organizationOfHost, SITE_NOT_FOUND } from "@/platform/tenancy/request";
import { layoutUrlPage } from "../layout-schema";
import { meetsThreshold, type PageTranslation, type TranslatableText } from "@/platform/translations/rules";
import { pageTexts, type Page } from "@/features/pages";
import { loadPage, PAGES_KEY } from "@/features/pages/server";
import { postTexts, type Post } from "@/features/posts";
import { postKey } from "@/features/posts/server";
import { textHash, translationStatus, translationStatuses } from "@/platform/translations/store";
import { blockKey, cachedRead, pageBlocksKey } from "@/platform/cache";
import type { BlockList } from "../block-types";
import { loadPageBlocks, type PageBlock } from "./registry";

/**
 * The status of a page in each of the site's languages but its own (drafts included: they are
 * translated before they are published): its own title and meta description (`page`, its row;
 * null for the home page, which has none, and for blocks at an address with no page) and its
 * loaded blocks' texts.
 */
export async function blocksTranslation(site: Site, pageBlocks: readonly PageBlock[], page: PageRow | null, db?: Db): Promise<PageTranslation> {
  return textsTranslation(site, [...ownTexts(page), ...blockTexts(pageBlocks)], db);
}

/** What a page's status counts of its row: its title and meta description (subject "page"). */
type PageRow = Pick<Page, "id" | "version" | "title" | "title_translation" | "description" | "description_translation">;

const ownTexts = (page: PageRow | null): TranslatableText[] => (page ? pageTexts(page) : []);

const blockTexts = (pageBlocks: readonly PageBlock[]): TranslatableText[] =>
  pageBlocks.flatMap(({ definition, block }) => definition.translatable?.(block) ?? []);

/** The languages a status is counted in: the site's but its own, drafts included. */
const otherLocales = (site: Site) => siteLanguages(site.settings).filter((locale) => locale !== site.settings.language);

/** The status of these texts (a page's, a post's) in each of the site's languages but its own, drafts included. */
export async function textsTranslation(site: Site, texts: readonly TranslatableText[], db?: Db): Promise<PageTranslation> {
  const locales = otherLocales(site);
  if (locales.length === 0) return {};
  return translationStatus(db ?? (await getDb()), site.organization.id, texts, locales);
}

/** The status of each group of texts (each a post's: the sitemap), with one read of what their translations were made from. */
export async function textsTranslations(site: Site, groups: readonly (readonly TranslatableText[])[], db?: Db): Promise<PageTranslation[]> {
  const locales = otherLocales(site);
  if (locales.length === 0 || groups.length === 0) return groups.map(() => ({}));
  return translationStatuses(db ?? (await getDb()), site.organization.id, groups, locales);
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
 * The status of the page at `urlPage` in its own render (its metadata): its own title's and meta
 * description's (`page`, its row) and its blocks' texts, as a cached read of the keys their saves
 * name: the page's, its blocks' own, and the pages' (every page save, PATCH /api/pages/{id} and so
 * the translation view's save of its title, names it). A translation is noted in the same save as
 * its record, so the render still depends only on what it shows (a save on another page's blocks
 * leaves it cached). The key carries a hash of the texts, so texts read before a save never file
 * their status under the state after it.
 */
export async function renderedPageTranslation(site: Site, urlPage: string, pageBlocks: readonly PageBlock[], page: PageRow | null): Promise<PageTranslation> {
  if (siteLanguages(site.settings).every((locale) => locale === site.settings.language)) return {};
  const texts = [...ownTexts(page), ...blockTexts(pageBlocks)];
  const key = `translation:${urlPage}:${textHash(JSON.stringify(texts))}`;
  const keys = [pageBlocksKey(urlPage), ...pageBlocks.map(({ summary }) => blockKey(summary.type, summary.id)), ...(page ? [PAGES_KEY] : [])];
  return cachedRead(site.organization.id, key, () => textsTranslation(site, texts), keys);
}

/** The status of the page at `urlPage` (stored path): its own texts (its page row, if any) and its blocks'. */
export async function pageTranslation(blocks: BlockList, site: Site, urlPage: string, page?: PageRow | null): Promise<PageTranslation> {
  const organizationId = site.organization.id;
  const [pageBlocks, row] = await Promise.all([loadPageBlocks(blocks, organizationId, urlPage), page === undefined ? loadPage(organizationId, urlPage) : page]);
  return blocksTranslation(site, pageBlocks, row);
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
