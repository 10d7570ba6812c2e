/** Locales a path may start with (spec: en es fr de ru pt it nl pl ja zh). */
export const LOCALES = ["en", "es", "fr", "de", "ru", "pt", "it", "nl", "pl", "ja", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** Languages with UI texts (spec: en es fr de ru it pt pl zh ja); nl is recognised in paths only and reads English. */
export const UI_LOCALES = ["en", "es", "fr", "de", "ru", "it", "pt", "pl", "zh", "ja"] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

export function isLocale(value: string | undefined | null): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

/** `/es/about/team` -> { locale: "es", path: "/about/team" }; `/about` -> { locale: null, path: "/about" }. */
export function splitLocale(pathname: string): { locale: Locale | null; path: string } {
  const segments = pathname.split("/").filter(Boolean);
  if (isLocale(segments[0])) return { locale: segments[0], path: "/" + segments.slice(1).join("/") };
  return { locale: null, path: "/" + segments.join("/") };
}

/** The site's default language has no prefix; other languages use `/{lang}/...`. */
export function localizedPath(path: string, locale: string, defaultLanguage: string): string {
  const clean = "/" + path.split("/").filter(Boolean).join("/");
  if (locale === defaultLanguage) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** Picks the locale's value of a `*_translation` map, else the base text. */
export function translated(base: string | null | undefined, translations: Record<string, string> | null | undefined, locale: string) {
  return translatedOr(base, translations, locale) ?? "";
}

/** The same, keeping the base as it is (null stays null) when the locale has no text of its own. */
export function translatedOr<T extends string | null | undefined>(
  base: T,
  translations: Record<string, string> | null | undefined,
  locale: string,
): string | T {
  const value = translations?.[locale];
  return value && value.trim() ? value : base;
}
