import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BLOCKS } from "@/app/blocks";
import { currentUser } from "@/features/account/server";
import { NoAccessPage } from "@/features/dashboard/server";
import { siteCheckTexts, SiteCheckPage } from "@/features/site-check/server";
import { localizedPath } from "@/platform/i18n/locales";
import { getRole } from "@/platform/tenancy/members";
import { activeLocale, queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";
import { getSiteByHost } from "@/platform/tenancy/organizations";

// Rendered for the person asking: Next marks it `private, no-store` and the front cache never keeps it.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  return { title: siteCheckTexts(activeLocale(p.locale, site)).title, robots: { index: false, follow: false } };
}

/** /admin/check: the whole site's check before publishing (issue 43, item 3), for every member, as the dashboard. */
export default async function AdminCheck({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const { site, locale } = await resolveSite(await params, "/admin/check", queryString(query));
  const user = await currentUser();
  const path = (p: string) => localizedPath(p, locale, site.settings.language);
  if (!user) redirect(`${path("/login")}?next=${encodeURIComponent(path("/admin/check"))}`);
  const role = await getRole(user.id, site.organization.id);
  if (!role) return <NoAccessPage site={site} locale={locale} email={user.email} />;
  const page = typeof query.page === "string" ? query.page : undefined;
  return <SiteCheckPage blocks={BLOCKS} site={site} locale={locale} path={page} />;
}
