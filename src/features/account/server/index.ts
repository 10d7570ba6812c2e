import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getSessionUser, type SessionUser } from "@/platform/auth/server";
export { confirmationOf, resetLinkWorks } from "@/platform/auth/links";
import { PAGE_PRIVACY_HEADER } from "@/platform/http/page-privacy";
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

/**
 * The person signed in on this request (session cookie or bearer token), or null.
 * Only personal pages may ask (src/platform/http/page-privacy.ts): a page labelled
 * public is kept and shared by the page cache, so it must not show who asked.
 */
export async function currentUser(): Promise<SessionUser | null> {
  const requestHeaders = await headers();
  if (requestHeaders.get(PAGE_PRIVACY_HEADER) === "public") {
    throw new Error("currentUser() on a public page: list the page in PERSONAL_PAGES (src/platform/http/page-privacy.ts).");
  }
  return getSessionUser(requestHeaders);
}

// The account pages' client components, for the app's server pages (/login, /register,
// /signup, /reset-password, /account) to mount. Exported here, not from ../index.ts:
// the visitor chrome imports that one, and the forms carry the auth client.
export { AccountPage } from "../account-page";
export { ConfirmEmailForm } from "../confirm-email-form";
export { RegisterForm } from "../register-form";
export { ResetPasswordForm } from "../reset-password-form";
export { SignInForm } from "../sign-in-form";
