import "server-only";
import { listPages } from "@/features/pages/server";
import { loadSitemapPosts } from "@/features/posts/server";
import { loadPublicProducts } from "@/features/products/server";
import { matchRedirect } from "@/features/redirects";
import { loadRedirects } from "@/features/redirects/server";
import { offeredLocales, pageTranslation, siteLocales, siteUrl, type BlockList } from "@/features/site/server";
import { localizedPath } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";
import { escapeXml } from "./xml";

/**
 * The languages a page of blocks is listed in: all the site's published languages on a
 * one-language site, else those its translation meets the threshold in (issue 42, item 5:
 * a page under it answers `noindex` in that language, so the sitemap leaves it out too).
 */
async function pageLocales(blocks: BlockList, site: Site, path: string, locales: string[]): Promise<string[]> {
  if (locales.length < 2) return locales;
  return offeredLocales(site, await pageTranslation(blocks, site, path));
}

/**
 * `/sitemap.xml` of a site: the home page, every page, /products when it lists
 * products, the blog and the help center when they have posts, and every shown post, in each of the site's
 * languages, each URL with its hreflang alternates (Google's xhtml:link form). Only final
 * addresses: one the organization redirects (issue 43 §2) is left out, in that language. The
 * home page and the pages (made of blocks: `blocks`, the registry) are listed only in the
 * languages they are translated in at or above the site's threshold, as their hreflang.
 */
export async function sitemapXml(blocks: BlockList, site: Site): Promise<string> {
  const [pages, posts, products, redirects] = await Promise.all([
    listPages(site.organization.id),
    loadSitemapPosts(site.organization.id),
    loadPublicProducts(site.organization.id, site.settings.language),
    loadRedirects(site.organization.id),
  ]);
  const final = (locale: string, path: string) => !matchRedirect(redirects, localizedPath(path, locale, site.settings.language));
  const locales = siteLocales(site);
  const ofBlocks = async (path: string, updated: string | null) => ({ path, updated, locales: await pageLocales(blocks, site, path, locales) });
  const entries: { path: string; updated: string | null; locales?: string[] }[] = [
    ...(await Promise.all([
      ofBlocks("/", null),
      ...pages.filter((page) => page.display_this_post).map((page) => ofBlocks(`/${page.slug}`, page.updated_at ?? null)),
    ])),
    ...(products.length > 0 ? [{ path: "/products", updated: null }] : []),
    ...(posts.blog ? [{ path: "/blog", updated: null }] : []),
    ...(posts.helpCenter ? [{ path: "/help-center", updated: null }] : []),
    ...posts.posts.map((post) => ({ path: `/${post.slug}`, updated: post.updated })),
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
