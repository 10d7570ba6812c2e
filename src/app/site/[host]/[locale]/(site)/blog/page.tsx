import type { Metadata } from "next";
import { BlogSitePage, blogPageNumber, notFoundMetadata, postListMetadata } from "@/features/site/server";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { activeLocale, queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

// Rendered on request; the front cache keeps /blog (page 1 has no query string) until the organization's next save.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  if (!site) return {};
  const page = blogPageNumber((await searchParams).page);
  return page === null ? notFoundMetadata(activeLocale(p.locale, site)) : postListMetadata(site, activeLocale(p.locale, site), "blog", page);
}

export default async function BlogPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const { site, locale } = await resolveSite(await params, "/blog", queryString(query));
  return <BlogSitePage site={site} locale={locale} page={blogPageNumber(query.page)} />;
}
