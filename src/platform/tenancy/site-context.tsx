"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { IntlProvider, useTranslations } from "use-intl/react";
import type { Locale } from "../i18n/locales";
// Types only: the catalog (every locale, the ICU compiler) stays on the server.
import type { MessageKey, Messages, TranslationValues } from "../i18n/messages";
import type { OrganizationType } from "./types";

/**
 * Public settings a feature adds to the site context (the same for every visitor), by
 * declaration merging as `FeatureCatalogs`: the banners feature adds the site's live
 * banners. The platform imports no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features (declaration merging)
export interface SiteExtensions {}

export type SiteContextValue = SiteExtensions & {
  organization: { id: number; name: string; type: OrganizationType };
  siteTitle: string | null;
  locale: Locale;
  /** The organization's zone (settings.time_zone): every date and time shown is in it. */
  timeZone: string;
  defaultLanguage: string;
  /** The languages the site publishes, its own first (settings.language and supported_locales). */
  languages?: string[];
  /** The site's draft languages (members only, issue 42): not in the switch or the suggestion; the editors translate into them too. */
  draftLanguages?: string[];
  /** The privacy dialog's logo: the header's image_for_privacy_settings, else the site's logo (spec/visitor.md §3). */
  privacyLogo?: string | null;
  /** The page's locale's compiled messages (messagesFor(locale) on the server). */
  messages: Messages;
};

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children?: ReactNode }) {
  return (
    <SiteContext.Provider value={value}>
      <IntlProvider locale={value.locale} timeZone={value.timeZone} messages={value.messages as never}>
        {children}
      </IntlProvider>
    </SiteContext.Provider>
  );
}

/** The site of the page, or null outside a site's pages (an editor opened elsewhere). */
export function useOptionalSite(): SiteContextValue | null {
  return useContext(SiteContext);
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() needs a <SiteProvider> above it.");
  return value;
}

/**
 * `t("signInTitle", { site: "Acme" })`, `t("chrome.optionCount", { count: 3 })`:
 * ICU messages in the page's locale (use-intl), plurals by the locale's rules.
 */
export function useT(): (key: MessageKey, values?: TranslationValues) => string {
  const t = useTranslations();
  return useCallback((key: MessageKey, values?: TranslationValues) => t(key as never, values as never), [t]);
}
