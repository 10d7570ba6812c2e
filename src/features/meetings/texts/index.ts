import type { UiLocale } from "@/platform/i18n/locales";
import type { MeetingsTexts } from "./en";

export type { MeetingsTexts };

/**
 * The Meetings modal's texts load with it, one language at a time (its own small chunk):
 * they stay out of the page's catalog, which every page carries in its HTML, for a
 * dialog most visitors never open. nl and unknown locales read English.
 */
const LOADERS: Record<UiLocale, () => Promise<{ default: MeetingsTexts }>> = {
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

export const uiLocaleOf = (locale: string): UiLocale => (locale in LOADERS ? (locale as UiLocale) : "en");

export async function loadMeetingsTexts(locale: string): Promise<MeetingsTexts> {
  return (await LOADERS[uiLocaleOf(locale)]()).default;
}

/** `fill("Available times on {date}", { date })`: plain `{name}` substitution. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
