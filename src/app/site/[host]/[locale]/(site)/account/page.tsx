import { redirect } from "next/navigation";
import { AccountPage, accountPageMetadata, accountQuery, currentUser } from "@/features/account/server";
import { Breadcrumbs } from "@/features/chrome";
import { localizedPath } from "@/platform/i18n/locales";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: Promise<SiteParams> }) => accountPageMetadata(params, "accountTitle");

/** Signed out: to the sign-in page, which comes back here (a same-site path). */
export default async function Account({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const { site, locale } = await resolveSite(await params, "/account", queryString(query));
  const user = await currentUser();
  const path = (p: string) => localizedPath(p, locale, site.settings.language);
  if (!user) redirect(`${path("/login")}?next=${encodeURIComponent(path("/account"))}`);
  return (
    <>
      <AccountPage user={{ name: user.name, email: user.email }} posted={accountQuery(query)} />
      <Breadcrumbs />
    </>
  );
}
