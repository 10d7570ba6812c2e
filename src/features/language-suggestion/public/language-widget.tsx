"use client";

import { useEffect, useState, type ComponentType } from "react";
import { CONSENT_EVENT, currentConsent, readChoice } from "@/features/consent";
import type { WidgetProps } from "@/features/site";
import {
  CHOICE_KEY,
  cookieString,
  DEFAULT_LOCALE_COOKIE,
  documentAlternates,
  isCrawler,
  pageLanguages,
  POPUP_DELAY_MS,
  readCookie,
  SHOW_COOKIE,
  SOURCE_COOKIE,
  suggestedLanguage,
  TARGET_COOKIE,
} from "../model";
import type { LanguagePopupProps } from "./language-popup";

/** The visitor's saved language choice (cookie or storage, spec §3), if any. */
function savedChoice(): string | null {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(CHOICE_KEY);
  } catch {
    // storage blocked: the cookie still counts
  }
  return stored || readCookie(document.cookie, CHOICE_KEY);
}

/** Resolves once the visitor has a cookie choice (the cookie banner is not asking any more). */
function consentDecided(): Promise<void> {
  // currentConsent(): a site with nothing to ask (only essential cookies) publishes that without a saved choice.
  if (readChoice() || currentConsent()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(CONSENT_EVENT, () => resolve(), { once: true }));
}

/**
 * The language suggestion (a visitor widget; docs/decisions.md "Language suggestion").
 * On each page, once the visitor has made their cookie choice (no cookie before it), it
 * writes the spec's cookies in the browser (the server never sets a cookie on a cached
 * page): `defaultLocale` from the site's language; and, comparing
 * the browser's languages with the site's published ones that this page is translated
 * in at the site's threshold (its hreflang alternates, issue 42), `showLanguageBanner`,
 * `bannerSourceLanguage` and `bannerTargetLanguage`. Then, as spec §4 says, the popup
 * (its own chunk) shows 2 s after load only when showLanguageBanner is true, both
 * languages are set and no userLanguageChoice is saved; so never while the cookie
 * banner asks. Never for crawlers; never a redirect.
 */
export default function LanguageWidget({ path, settings }: WidgetProps) {
  const [popup, setPopup] = useState<{ Popup: ComponentType<LanguagePopupProps>; source: string; target: string } | null>(null);
  const [DraftBar, setDraftBar] = useState<ComponentType<{ locale: string }> | null>(null);
  const { defaultLanguage, locale, languages, draftLanguages } = settings;
  const published = languages?.join(",") ?? "";
  // A page in one of the site's draft languages (only members get one): the members' bar instead of a suggestion.
  const draft = (draftLanguages ?? []).includes(locale);

  useEffect(() => {
    if (!draft) return;
    let cancelled = false;
    void import("./draft-language-bar").then((module) => !cancelled && setDraftBar(() => module.default));
    return () => {
      cancelled = true;
    };
  }, [draft]);

  useEffect(() => {
    if (draft || isCrawler(navigator.userAgent)) return;
    const loadedAt = Date.now();
    let cancelled = false;
    let timer: number | undefined;
    // No cookie before the visitor's cookie choice (the consent feature's rule for every cookie it does not need).
    void consentDecided().then(() => {
      if (cancelled) return;
      document.cookie = cookieString(DEFAULT_LOCALE_COOKIE, defaultLanguage);
      // Only the languages this page is translated in enough (its hreflang alternates, issue 42).
      const site = pageLanguages(published ? published.split(",") : [defaultLanguage], documentAlternates(document));
      const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
      const target = site.length > 1 ? suggestedLanguage(browser, site, locale) : null;
      if (target) {
        document.cookie = cookieString(SHOW_COOKIE, "true");
        document.cookie = cookieString(SOURCE_COOKIE, locale);
        document.cookie = cookieString(TARGET_COOKIE, target);
      } else document.cookie = cookieString(SHOW_COOKIE, "false");

      const cookies = document.cookie;
      const source = readCookie(cookies, SOURCE_COOKIE);
      const suggested = readCookie(cookies, TARGET_COOKIE);
      if (readCookie(cookies, SHOW_COOKIE) !== "true" || !source || !suggested || savedChoice()) return;
      const show = () => void import("./language-popup").then((module) => !cancelled && setPopup({ Popup: module.LanguagePopup, source, target: suggested }));
      // 2 s after load, or at once when the cookie choice came later.
      const wait = POPUP_DELAY_MS - (Date.now() - loadedAt);
      if (wait > 0) timer = window.setTimeout(show, wait);
      else show();
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [draft, defaultLanguage, locale, published, path]);

  if (DraftBar) return <DraftBar locale={locale} />;
  if (!popup) return null;
  const { Popup } = popup;
  return <Popup source={popup.source} target={popup.target} defaultLanguage={defaultLanguage} onDone={() => setPopup(null)} />;
}
