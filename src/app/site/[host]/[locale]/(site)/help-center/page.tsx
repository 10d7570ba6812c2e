import type { Metadata } from "next";
import { HelpCenterSitePage, postListMetadata } from "@/features/site/server";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { activeLocale, queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  return site ? postListMetadata(site, activeLocale(p.locale, site), "help-center") : {};
}

export default async function HelpCenterPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const { site, locale } = await resolveSite(await params, "/help-center", queryString(await searchParams));
  return <HelpCenterSitePage site={site} locale={locale} />;
}
