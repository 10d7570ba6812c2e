import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser } from "@/features/account/server";
import { dashboardTexts, DashboardPage, NoAccessPage } from "@/features/dashboard/server";
import { localizedPath } from "@/platform/i18n/locales";
import { getRole } from "@/platform/tenancy/members";
import { activeLocale, queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";
import { getSiteByHost } from "@/platform/tenancy/organizations";

// Rendered for the person asking: Next marks it `private, no-store` and the front cache never keeps it.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  return { title: dashboardTexts(activeLocale(p.locale, site)).title, robots: { index: false, follow: false } };
}

/** /admin (spec/site-admin.md §2.1): the members' dashboard; visitors sign in and come back; customers are told they have no access. */
export default async function Admin({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const { site, locale } = await resolveSite(await params, "/admin", queryString(await searchParams));
  const user = await currentUser();
  const path = (p: string) => localizedPath(p, locale, site.settings.language);
  if (!user) redirect(`${path("/login")}?next=${encodeURIComponent(path("/admin"))}`);
  const role = await getRole(user.id, site.organization.id);
  if (!role) return <NoAccessPage site={site} locale={locale} email={user.email} />;
  return <DashboardPage site={site} locale={locale} role={role} email={user.email} />;
}
