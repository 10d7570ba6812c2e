import type { Metadata } from "next";
import { renderPublicPage, SITE_PAGE, publicPageMetadata } from "@/app/public-pages/routes";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

// Rendered on request; the server's page cache (src/platform/cache) keeps the
// result until the organization's next save.
export const dynamic = "force-dynamic";

type Params = SiteParams & { path?: string[] };

const pathOf = (p: Params) => "/" + (p.path ?? []).map(safeDecode).join("/");

export async function generateMetadata({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const p = await params;
  return publicPageMetadata(SITE_PAGE, p, pathOf(p), await searchParams);
}

export default async function Page({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }) {
  const p = await params;
  const path = pathOf(p);
  const query = await searchParams;
  const { site, locale, missing } = await resolveSite(p, path, queryString(query));
  // A visitor's page in a draft language answered with the 404: the layout renders it; nothing of the page is rendered.
  if (missing) return null;
  return renderPublicPage(SITE_PAGE, { site, locale, path, query });
}

/** A path segment as the visitor typed it; one that does not decode (`%`) stays as it is (and matches no page). */
function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
