import type { Metadata } from "next";
import { PRODUCTS_PAGE, renderPublicPage, publicPageMetadata } from "@/app/public-pages/routes";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

// Rendered on request; the front cache keeps /products until the organization's next save.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const p = await params;
  return publicPageMetadata(PRODUCTS_PAGE, p, "/products", await searchParams);
}

export default async function ProductsPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const { site, locale, missing } = await resolveSite(await params, "/products", queryString(query));
  // A visitor's page in a draft language answered with the 404: the layout renders it; nothing of the page is rendered.
  if (missing) return null;
  return renderPublicPage(PRODUCTS_PAGE, { site, locale, path: "/products", query });
}
