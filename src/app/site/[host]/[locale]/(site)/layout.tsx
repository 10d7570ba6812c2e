import type { ReactNode } from "react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { PATH_HEADER, SEARCH_HEADER } from "@/platform/path";
import { resolveSite, type SiteParams } from "@/platform/tenancy/site-params";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { AppRouterGlue } from "@/app/app-router-glue";
import { loadSiteFrame, siteIcon, SiteFrame, siteTitle } from "@/app/public-pages/frame";
import { MissingPage } from "@/features/site/server";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = await getSiteByHost(decodeURIComponent((await params).host));
  return { title: siteTitle(site), icons: { icon: siteIcon(site) } };
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site, locale, missing } = await resolveSite(await params);
  const [frame, request] = await Promise.all([loadSiteFrame(site, locale), headers()]);
  // The address the visitor asked for (the proxy's headers): usePath() and useSearch() render with it.
  return (
    <SiteFrame site={site} locale={locale} frame={frame} path={request.get(PATH_HEADER) ?? "/"} search={request.get(SEARCH_HEADER) ?? ""}>
      <AppRouterGlue />
      {/* A visitor's page in a draft language of a site that answers those with a 404: its 404 page, whatever the path. */}
      {missing ? <MissingPage /> : children}
    </SiteFrame>
  );
}
