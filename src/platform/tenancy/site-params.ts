import { notFound, redirect } from "next/navigation";
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "../i18n/locales";
import { getSiteByHost, type Site } from "./organizations";

export type SiteParams = { host: string; locale: string };

/** The active locale: the path's prefix, else the site's language, else en. */
export function activeLocale(param: string, site: Site | null): Locale {
  if (isLocale(param)) return param;
  const language = site?.settings.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * Resolves the site of a rewritten request, or renders the not-found page.
 * A prefix equal to the site's own language redirects to the unprefixed path.
 */
export async function resolveSite(params: SiteParams, path = "/"): Promise<{ site: Site; locale: Locale }> {
  const site = await getSiteByHost(decodeURIComponent(params.host));
  if (!site) notFound();
  if (params.locale === site.settings.language) redirect(localizedPath(path, site.settings.language, site.settings.language));
  return { site, locale: activeLocale(params.locale, site) };
}
