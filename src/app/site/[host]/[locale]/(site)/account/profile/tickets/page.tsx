import { redirect } from "next/navigation";
import { currentUser } from "@/features/account/server";
import { TicketsPage, ticketsMetadata } from "@/features/help-widget/server";
import { localizedPath } from "@/platform/i18n/locales";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

// Rendered for the person asking (a personal page): never cached.
export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: Promise<SiteParams> }) => ticketsMetadata(params);

/** /account/profile/tickets (spec/site-admin.md §2.1): a signed-in customer's help conversations; signed out, to the sign-in page and back. */
export default async function Tickets({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const { site, locale } = await resolveSite(await params, "/account/profile/tickets", queryString(await searchParams));
  const user = await currentUser();
  const path = (p: string) => localizedPath(p, locale, site.settings.language);
  if (!user) redirect(`${path("/login")}?next=${encodeURIComponent(path("/account/profile/tickets"))}`);
  return <TicketsPage organizationId={site.organization.id} userId={user.id} locale={locale} timeZone={site.settings.time_zone} />;
}
