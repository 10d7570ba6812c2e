import type { Metadata } from "next";
import { BLOG_PAGE, renderPublicPage, publicPageMetadata } from "@/app/public-pages/routes";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

// Rendered on request; the front cache keeps /blog (page 1 has no query string) until the organization's next save.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const p = await params;
  return publicPageMetadata(BLOG_PAGE, p, "/blog", await searchParams);
}

export default async function BlogPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const { site, locale, missing } = await resolveSite(await params, "/blog", queryString(query));
  // A visitor's page in a draft language answered with the 404: the layout renders it; nothing of the page is rendered.
  if (missing) return null;
  return renderPublicPage(BLOG_PAGE, { site, locale, path: "/blog", query });
}
