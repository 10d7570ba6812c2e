// The language suggestion's rules (spec/visitor.md "Language suggestion popup", §3, §4, §7, §9): pure, unit-tested.
import { localizedPath, splitLocale, UI_LOCALES } from "@/platform/i18n/locales";

/** spec §3 browser storage: the cookies (and storage key) the popup reads and writes. */
export const SHOW_COOKIE = "showLanguageBanner";
export const SOURCE_COOKIE = "bannerSourceLanguage";
export const TARGET_COOKIE = "bannerTargetLanguage";
export const CHOICE_KEY = "userLanguageChoice";
export const SEEN_COOKIE = "languageBannerSeen";
export const DEFAULT_LOCALE_COOKIE = "defaultLocale";
/** spec §7, §9: language cookies last 31536000 s (one year), as does defaultLocale. */
export const LANGUAGE_COOKIE_SECONDS = 31_536_000;
/** spec §9: the popup appears 2000 ms after load. */
export const POPUP_DELAY_MS = 2000;

/** Crawlers and link previewers: never shown a suggestion (they do not choose a language). */
const BOT = /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse/i;
export const isCrawler = (userAgent: string) => BOT.test(userAgent);

/**
 * The language to suggest: the browser's languages (`navigator.languages`, by their
 * primary subtag: "es-ES" is "es") are read in the person's order of preference; the
 * first one the site publishes and that has UI texts (the message is written in it) is
 * suggested, unless the page's own language comes first (a page already in a
 * language the person prefers is never questioned). null: nothing to suggest.
 */
export function suggestedLanguage(browser: readonly string[], published: readonly string[], pageLocale: string): string | null {
  for (const tag of browser) {
    const language = tag.toLowerCase().split("-")[0] ?? "";
    if (language === pageLocale) return null;
    if (published.includes(language) && (UI_LOCALES as readonly string[]).includes(language)) return language;
  }
  return null;
}

/**
 * The languages this page may be suggested in (issue 42, item 5): the site's published
 * languages that the page's hreflang alternates name (the server names only those the
 * page is translated in at the site's threshold: src/features/site/server/translation.ts).
 * A page without alternates (none rendered) keeps every published language.
 */
export function pageLanguages(published: readonly string[], alternates: readonly string[]): string[] {
  const named = alternates.filter((language) => language !== "x-default");
  return named.length === 0 ? [...published] : published.filter((language) => named.includes(language));
}

/** The hreflang languages of the document's head (`<link rel="alternate" hreflang>`). */
export const documentAlternates = (doc: Document) =>
  Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'), (link) => link.hreflang || link.getAttribute("hreflang") || "");

/**
 * Where "switch" leads: the same path and query in `target` (the site's own language
 * without a prefix, others under /{lang}/), from the address the visitor is on.
 */
export function switchedPath(pathname: string, search: string, hash: string, target: string, defaultLanguage: string): string {
  const { path } = splitLocale(pathname);
  return localizedPath(path, target, defaultLanguage) + search + hash;
}

/** A cookie's value from `document.cookie`, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A `document.cookie` assignment for a site-wide cookie (one year unless `maxAge`). */
export const cookieString = (name: string, value: string, maxAge = LANGUAGE_COOKIE_SECONDS) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : ""}`;
