"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "../i18n/locales";
import { format, type MessageKey, type Messages } from "../i18n/messages";
import type { OrganizationType } from "./types";

export type SiteContextValue = {
  organization: { id: number; name: string; type: OrganizationType };
  siteTitle: string | null;
  locale: Locale;
  defaultLanguage: string;
  messages: Messages;
};

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children?: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() needs a <SiteProvider> above it.");
  return value;
}

/** `t("signInTitle", { site: "Acme" })` in the page's locale. */
export function useT() {
  const { messages } = useSite();
  return (key: MessageKey, values?: Record<string, string | number>) => format(messages[key], values);
}
