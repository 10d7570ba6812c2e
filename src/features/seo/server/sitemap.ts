import "server-only";
import { listPages } from "@/features/pages/server";
import type { Page } from "@/features/pages";
import { loadShownPostTexts, loadSitemapPosts } from "@/features/posts/server";
import { loadPublicProducts } from "@/features/products/server";
import { matchRedirect } from "@/features/redirects";
import { loadRedirects } from "@/features/redirects/server";
import { offeredLocales, pageTranslation, siteLocales, siteUrl, textsTranslations, type BlockList } from "@/features/site/server";
import { localizedPath } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";
import { escapeXml } from "./xml";

/**
 * The languages a page is listed in: all the site's published languages on a one-language
 * site, else those its translation (its own title and description, `page`, and its blocks')
 * meets the threshold in (issue 42, item 5: a page under it answers `noindex` in that language,
 * so the sitemap leaves it out too).
 */
async function pageLocales(blocks: BlockList, site: Site, path: string, page: Page | null, locales: string[]): Promise<string[]> {
  if (locales.length < 2) return locales;
  return offeredLocales(site, await pageTranslation(blocks, site, path, page));
}

/**
 * The languages each shown post is listed in, by slug, as its hreflang and `noindex` decide
 * (`renderedPostTranslation`'s rule): its texts read in one query, their translations' sources in one more.
 */
async function postLocales(site: Site, locales: string[]): Promise<(slug: string) => string[]> {
  if (locales.length < 2) return () => locales;
  const texts = await loadShownPostTexts(site.organization.id);
  const statuses = await textsTranslations(site, [...texts.values()]);
  const offered = new Map([...texts.keys()].map((slug, index) => [slug, offeredLocales(site, statuses[index]!)]));
  // A post the cached list still names but the fresh read does not (renamed or hidden since): the site's language only.
  return (slug) => offered.get(slug) ?? [site.settings.language];
}

/**
 * `/sitemap.xml` of a site: the home page, every page, /products when it lists
 * products, the blog and the help center when they have posts, and every shown post, in each of the site's
 * languages, each URL with its hreflang alternates (Google's xhtml:link form). Only final
 * addresses: one the organization redirects (issue 43 §2) is left out, in that language. The
 * home page, the pages (made of blocks: `blocks`, the registry) and the posts are listed only in the
 * languages they are translated in at or above the site's threshold, as their hreflang; /products,
 * /blog and /help-center (lists whose own texts are the product's, in every language) in every
 * published language.
 */
export async function sitemapXml(blocks: BlockList, site: Site): Promise<string> {
  const locales = siteLocales(site);
  const [pages, posts, products, redirects, postOffered] = await Promise.all([
    listPages(site.organization.id),
    loadSitemapPosts(site.organization.id),
    loadPublicProducts(site.organization.id, site.settings.language),
    loadRedirects(site.organization.id),
    postLocales(site, locales),
  ]);
  const final = (locale: string, path: string) => !matchRedirect(redirects, localizedPath(path, locale, site.settings.language));
  const ofBlocks = async (path: string, updated: string | null, page: Page | null) => ({
    path,
    updated,
    locales: await pageLocales(blocks, site, path, page, locales),
  });
  const entries: { path: string; updated: string | null; locales?: string[] }[] = [
    ...(await Promise.all([
      ofBlocks("/", null, null),
      ...pages.filter((page) => page.display_this_post).map((page) => ofBlocks(`/${page.slug}`, page.updated_at ?? null, page)),
    ])),
    ...(products.length > 0 ? [{ path: "/products", updated: null }] : []),
    ...(posts.blog ? [{ path: "/blog", updated: null }] : []),
    ...(posts.helpCenter ? [{ path: "/help-center", updated: null }] : []),
    ...posts.posts.map((post) => ({ path: `/${post.slug}`, updated: post.updated, locales: postOffered(post.slug) })),
  ];
  const urls = entries.flatMap(({ path, updated, locales: offered = locales }) => {
    const shown = offered.filter((locale) => final(locale, path));
    const alternates = shown
      .map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(siteUrl(site, locale, path))}"/>`)
      .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl(site, site.settings.language, path))}"/>`)
      .join("\n");
    return shown.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(siteUrl(site, locale, path))}</loc>\n${updated ? `    <lastmod>${escapeXml(updated)}</lastmod>\n` : ""}${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** `/robots.txt`: everything public may be crawled except the members' and account pages; names the sitemap. */
export function robotsTxt(site: Site): string {
  const sitemap = siteUrl(site, site.settings.language, "/sitemap.xml");
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /account",
    "Disallow: /admin",
    "Disallow: /reset-password",
    "Disallow: /confirm-email",
    "Disallow: /cancel-meeting",
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
}
