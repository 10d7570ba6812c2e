import type { Metadata } from "next";
import { BASKET_PAGE, renderPublicPage, publicPageMetadata } from "@/app/public-pages/routes";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

// Rendered on request and the same for every visitor (the lines are the visitor's browser's): the front cache keeps it.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const p = await params;
  return publicPageMetadata(BASKET_PAGE, p, "/basket", await searchParams);
}

export default async function BasketPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const { site, locale, missing } = await resolveSite(await params, "/basket", queryString(query));
  // A visitor's page in a draft language answered with the 404: the layout renders it; nothing of the page is rendered.
  if (missing) return null;
  return renderPublicPage(BASKET_PAGE, { site, locale, path: "/basket", query });
}
