import type { UiLocale } from "@/platform/i18n/locales";
import type { HelpTexts } from "./en";

export type { HelpTexts };

/**
 * The widget's texts per UI language, each its own chunk loaded with the dialog: the
 * page's catalog stays as it was (no page's HTML carries them), and a visitor who
 * never opens help downloads none. nl reads English, as elsewhere.
 */
const LOADERS: Record<UiLocale, () => Promise<{ default: HelpTexts }>> = {
  en: () => import("./en"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  de: () => import("./de"),
  ru: () => import("./ru"),
  it: () => import("./it"),
  pt: () => import("./pt"),
  pl: () => import("./pl"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
};

export async function loadHelpTexts(locale: string): Promise<HelpTexts> {
  const load = LOADERS[locale as UiLocale] ?? LOADERS.en;
  return (await load()).default;
}

/** `fill("Hi {name}", { name: "Ann" })`. */
export const fill = (template: string, values: Record<string, string | number> = {}) => template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
