import { loadSiteLogo, SiteHomeLink } from "@/features/chrome/server";
import { libraryPictures } from "@/features/media-library/server";
import { BlogList, HelpCenter, loadBlogPage, loadHelpArticles } from "@/features/posts/server";
import type { Locale } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";
import { siteHref } from "../server/site-urls";
import { MissingPage } from "./missing-page";
import { PageShell } from "./site-page";

/**
 * `?page=` of /blog: absent is page 1; otherwise a whole number from 1 (no
 * sign, no leading zero); anything else is null (the page answers 404).
 */
export function blogPageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== "string" || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** Page 1 is plain `/blog` (the cacheable address); later pages add `?page=N`. */
export const blogQuery = (page: number) => (page > 1 ? `?page=${page}` : "");

/** /blog: the blog's posts, newest first, a page at a time; a page past the last is a 404. */
export async function loadBlogSitePage(site: Site, page: number | null, locale?: string) {
  if (page === null) return null;
  // Issue 42: each card's title and summary in the page's language where translated.
  const blog = await loadBlogPage(site.organization.id, page, locale);
  if (page > blog.pages) return null;
  // The media library's pictures of the page's cover photos, in one query.
  const pictures = await libraryPictures(site.organization.id, blog.posts.map((post) => post.main_photo));
  return { blog, pictures };
}

/** What `loadBlogSitePage` found (null: no such page of the blog). */
export type BlogSitePageData = Awaited<ReturnType<typeof loadBlogSitePage>>;

export function BlogSitePage({ site, locale, page, data }: { site: Site; locale: Locale; page: number | null; data: BlogSitePageData }) {
  if (page === null || data === null) return <MissingPage />;
  const { blog, pictures } = data;
  const href = (path: string) => siteHref(site, locale, path);
  return (
    <PageShell urlPage="/blog">
      <BlogList
        posts={blog.posts}
        pictures={pictures}
        page={page}
        pages={blog.pages}
        locale={locale}
        timeZone={site.settings.time_zone}
        postHref={(slug) => href(`/${slug}`)}
        pageHref={(n) => href("/blog") + blogQuery(n)}
      />
    </PageShell>
  );
}

/**
 * /help-center: the help-center articles and their search. The chrome is hidden on
 * this path (spec §2.2), so the page's own banner holds the site's logo linking home.
 * Issue 42: each article's title, summary and searched text in the page's language where translated.
 */
export async function loadHelpCenterSitePage(site: Site, locale?: string) {
  const [articles, logo] = await Promise.all([loadHelpArticles(site.organization.id, locale), loadSiteLogo(site)]);
  return { articles, logo };
}

export type HelpCenterSitePageData = Awaited<ReturnType<typeof loadHelpCenterSitePage>>;

export function HelpCenterSitePage({ site, locale, data: { articles, logo } }: { site: Site; locale: Locale; data: HelpCenterSitePageData }) {
  return (
    <>
      <header data-help-center-header className="mx-auto flex h-16 max-w-3xl items-center px-6">
        <SiteHomeLink site={site} locale={locale} logo={logo} className="text-gray-900" />
      </header>
      <PageShell urlPage="/help-center">
        <HelpCenter articles={articles} locale={locale} postHref={(slug) => siteHref(site, locale, `/${slug}`)} />
      </PageShell>
    </>
  );
}
