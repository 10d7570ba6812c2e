import type { Metadata } from "next";
import { BLOCKS } from "@/app/blocks";
import { pageMetadata, SitePage } from "@/features/site/server";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { activeLocale, queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

// Rendered on request; the server's page cache (src/platform/cache) keeps the
// result until the organization's next save.
export const dynamic = "force-dynamic";

type Params = SiteParams & { path?: string[] };

const pathOf = (p: Params) => "/" + (p.path ?? []).map(safeDecode).join("/");

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  return site ? pageMetadata(BLOCKS, site, activeLocale(p.locale, site), pathOf(p)) : {};
}

export default async function Page({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }) {
  const p = await params;
  const path = pathOf(p);
  const { site, locale } = await resolveSite(p, path, queryString(await searchParams));
  return <SitePage registry={BLOCKS} site={site} locale={locale} path={path} />;
}

/** A path segment as the visitor typed it; one that does not decode (`%`) stays as it is (and matches no page). */
function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
