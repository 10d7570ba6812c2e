import { redirect } from "next/navigation";
import { localizedPath } from "@/platform/i18n/locales";
import { resolveSite, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

/**
 * /account/edupro/ (spec/site-admin.md §2.1: referenced by the chrome) is the account
 * page: a redirect to /account in the page's language, on the same site (which sends a
 * signed-out visitor on to the sign-in page). The same answer for everyone; no session read.
 */
export default async function EduproAccount({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await resolveSite(await params, "/account/edupro");
  redirect(localizedPath("/account", locale, site.settings.language));
}
