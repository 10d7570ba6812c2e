import type { Metadata } from "next";
import { CancelMeetingPage, cancelPageMetadata } from "@/features/meetings/server";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { activeLocale, queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

// A personal page (PERSONAL_PAGES): rendered for the link's booking, never kept by a cache.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  return cancelPageMetadata(site ? activeLocale(p.locale, site) : "en");
}

/** /cancel-meeting?booking=&token=: the booking mail's cancellation link (src/features/meetings/server/cancel-page.tsx). */
export default async function CancelMeeting({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const { site, locale } = await resolveSite(await params, "/cancel-meeting", queryString(query));
  return <CancelMeetingPage site={site} locale={locale} query={query} />;
}
