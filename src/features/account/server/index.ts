import type { Metadata } from "next";
import { headers } from "next/headers";
import { getSessionUser, type SessionUser } from "@/platform/auth/server";
import { translatorFor, type MessageKey } from "@/platform/i18n/messages";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { activeLocale, type SiteParams } from "@/platform/tenancy/site-params";

/**
 * The `<title>` of an account page, in the page's language: "Sign in", which the
 * site layout's template turns into "Sign in – Acme". Not for search engines.
 */
export async function accountPageMetadata(params: Promise<SiteParams>, key: MessageKey): Promise<Metadata> {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  return { title: translatorFor(activeLocale(p.locale, site))(key), robots: { index: false, follow: false } };
}

/** The person signed in on this request (session cookie or bearer token), or null. */
export async function currentUser(): Promise<SessionUser | null> {
  return getSessionUser(await headers());
}
