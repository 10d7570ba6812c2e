import type { Metadata } from "next";
import { BasketSitePage } from "@/features/basket/server";
import { Breadcrumbs } from "@/features/chrome";
import { pricingPagePath } from "@/features/sections/server";
import { translatorFor } from "@/platform/i18n/messages";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { activeLocale, queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

// Rendered on request and the same for every visitor (the lines are the visitor's browser's): the front cache keeps it.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  // Nothing to find for a search engine: every visitor's basket is their own.
  return site ? { title: translatorFor(activeLocale(p.locale, site))("basket.title"), robots: { index: false } } : {};
}

export default async function BasketPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const { site, locale } = await resolveSite(await params, "/basket", queryString(await searchParams));
  const pricingPath = (await pricingPagePath(site.organization.id)) ?? "/";
  return (
    <>
      <main>
        <BasketSitePage site={site} locale={locale} pricingPath={pricingPath} />
      </main>
      <Breadcrumbs overrides={{ basket: { label: translatorFor(locale)("basket.title") } }} />
    </>
  );
}
