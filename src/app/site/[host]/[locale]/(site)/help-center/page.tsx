import type { Metadata } from "next";
import { HELP_CENTER_PAGE, renderPublicPage, publicPageMetadata } from "@/app/public-pages/routes";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const p = await params;
  return publicPageMetadata(HELP_CENTER_PAGE, p, "/help-center", await searchParams);
}

export default async function HelpCenterPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const { site, locale, missing } = await resolveSite(await params, "/help-center", queryString(query));
  // A visitor's page in a draft language answered with the 404: the layout renders it; nothing of the page is rendered.
  if (missing) return null;
  return renderPublicPage(HELP_CENTER_PAGE, { site, locale, path: "/help-center", query });
}
