import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getSessionUser, type SessionUser } from "@/platform/auth/server";
export { confirmationOf, resetLinkWorks, signedUpHere } from "@/platform/auth/links";
import { PAGE_PRIVACY_HEADER } from "@/platform/http/page-privacy";
import { ACCOUNT_FORMS, formError, type AccountForm, type FormError } from "../form-posts";
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
// The account forms posted without their scripts (/api/account/<form>).
export { handleAccountForm } from "./form-posts";

/** What a page's query says about a form the browser posted itself (./form-posts.ts): its outcome, and `next`. */
export function formQuery(query: Record<string, string | string[] | undefined>) {
  const one = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");
  return { next: one("next"), error: formError(one("error")), sent: one("sent") === "1", done: one("done") === "1" };
}

/** Which account page form a post without scripts came back to (`?form=` with `?error=`, or `?done=`). */
export function accountQuery(query: Record<string, string | string[] | undefined>): { form: AccountForm | null; error: FormError | null } {
  const known = (value: unknown) => ((ACCOUNT_FORMS as readonly unknown[]).includes(value) ? (value as AccountForm) : null);
  return { form: known(query.done) ?? known(query.form), error: known(query.done) ? null : formError(query.error) };
}
