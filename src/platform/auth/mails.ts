import { sendMail } from "../mail";
import { isLocale, splitLocale, UI_LOCALES, type UiLocale } from "../i18n/locales";
import { getSiteByHost } from "../tenancy/organizations";
import { siteOrigin } from "../tenancy/site-origin";
import { CONFIRM_MAIL, fill } from "./confirm-mail-texts";

/** How long a password reset link works (seconds); it works once. */
export const RESET_LINK_SECONDS = 60 * 60;
/** How long an email confirmation link works (seconds). */
export const VERIFY_LINK_SECONDS = 24 * 60 * 60;

type MailUser = { email: string; name: string };

/**
 * The site a mail is about: the organization answering on the request's host
 * (the host picks the tenant, as for every request). Links in the mail are built
 * on that organization's own `base_url` by siteOrigin(), never on the Host header.
 */
async function siteOf(request: Request | undefined) {
  const host = request?.headers.get("host");
  const site = host ? await getSiteByHost(host) : null;
  if (!site) return null;
  return {
    origin: siteOrigin(site.organization.base_url),
    name: site.settings.site || site.organization.name,
    host: site.organization.base_url,
    language: site.settings.language,
  };
}

/**
 * A same-site path carried in Better Auth's link (`callbackURL`, which it checked
 * against the request's origin): kept only when it is a plain path on the site.
 */
export function callbackPath(url: string, fallback: string): string {
  let value: string | null = null;
  try {
    value = new URL(url).searchParams.get("callbackURL");
  } catch {
    return fallback;
  }
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  try {
    const resolved = new URL(value, "http://site.invalid");
    return resolved.origin === "http://site.invalid" ? resolved.pathname + resolved.search : fallback;
  } catch {
    return fallback;
  }
}

/** The locale prefix of the page that asked (its `/es/reset-password`), or "". */
function localePrefix(path: string) {
  const { locale } = splitLocale(path);
  return isLocale(locale) ? `/${locale}` : "";
}

const greeting = (user: MailUser) => `Hello ${user.name || user.email},`;

async function send(
  request: Request | undefined,
  what: string,
  build: (site: NonNullable<Awaited<ReturnType<typeof siteOf>>>) => { to: string; subject: string; text: string },
) {
  const site = await siteOf(request);
  if (!site) {
    console.error(`[mail] ${what}: no site answers on the request's host; no mail sent.`);
    return;
  }
  await sendMail(build(site));
}

export function sendResetPasswordMail({ user, url, token }: { user: MailUser; url: string; token: string }, request?: Request) {
  return send(request, "password reset", (site) => {
    const link = `${site.origin}${localePrefix(callbackPath(url, "/reset-password"))}/reset-password?token=${encodeURIComponent(token)}`;
    return {
      to: user.email,
      subject: `Reset your password for ${site.name}`,
      text: [
        greeting(user),
        "",
        `Someone asked to reset the password of your account on ${site.name} (${site.host}). To choose a new password, open this link:`,
        "",
        link,
        "",
        `The link works once, within ${RESET_LINK_SECONDS / 60} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
      ].join("\n"),
    };
  });
}

/**
 * The page a confirmation link opens (`/confirm-email`, in the language of the page the
 * account was created on), carrying the token and where to land once signed in. Better
 * Auth's own `/api/auth/verify-email` redirects here too (./handler.ts).
 */
export function confirmPagePath(token: string, next: string) {
  return `${localePrefix(next)}/confirm-email?token=${encodeURIComponent(token)}&next=${encodeURIComponent(next)}`;
}

/** The UI language of a page path's locale prefix, else the site's language, else English. */
function mailLanguage(path: string, siteLanguage: string): UiLocale {
  const { locale } = splitLocale(path);
  const pick = (value: string | null) => (UI_LOCALES as readonly string[]).find((l) => l === value) as UiLocale | undefined;
  return pick(locale) ?? pick(siteLanguage) ?? "en";
}

/**
 * The link mailed at sign-up (and on signing in to an unconfirmed account). It says
 * that someone signed up with this address, which may not have been its owner, and
 * greets no one by name (the name was typed by whoever signed up).
 */
export function sendVerificationMail({ user, url, token }: { user: MailUser; url: string; token: string }, request?: Request) {
  return send(request, "email confirmation", (site) => {
    const next = callbackPath(url, "/");
    const text = CONFIRM_MAIL[mailLanguage(next, site.language)];
    const values = { site: site.name, host: site.host, hours: VERIFY_LINK_SECONDS / 3600 };
    return {
      to: user.email,
      subject: fill(text.subject, values),
      text: [text.hello, "", fill(text.body, values), "", `${site.origin}${confirmPagePath(token, next)}`, "", fill(text.footer, values)].join("\n"),
    };
  });
}

export function sendExistingAccountMail({ user }: { user: MailUser }, request?: Request) {
  return send(request, "sign-up with an existing email", (site) => ({
    to: user.email,
    subject: `Someone tried to create an account with your email on ${site.name}`,
    text: [
      greeting(user),
      "",
      `Someone tried to create a new account on ${site.name} (${site.host}) with your email address. You already have an account, so nothing was changed.`,
      "",
      `If it was you, sign in instead: ${site.origin}/login`,
      `Forgot your password? Choose "Forgot password?" on the sign-in page. If it was not you, you can ignore this mail.`,
    ].join("\n"),
  }));
}
