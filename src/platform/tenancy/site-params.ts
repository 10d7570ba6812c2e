import { notFound, redirect } from "next/navigation";
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "../i18n/locales";
import { getSiteByHost, publishedLocales, type Site } from "./organizations";

export type SiteParams = { host: string; locale: string };
export type SearchParams = Record<string, string | string[] | undefined>;

/** `?a=1&b=2` from a page's searchParams ("" when there are none). */
export function queryString(searchParams: SearchParams | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams ?? {})) for (const item of [value ?? []].flat()) query.append(name, item);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The active locale: the path's prefix, else the site's language, else en. */
export function activeLocale(param: string, site: Site | null): Locale {
  if (isLocale(param)) return param;
  const language = site?.settings.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * Resolves the site of a rewritten request, or renders the not-found page.
 * Given the page's `path`, a locale prefix that does not name one of the site's
 * published languages redirects (307) to the same path and query in the site's
 * own language, which has no prefix: `/en/about` -> `/about` on an English site,
 * and `/es/about` -> `/about` on a site that does not publish Spanish (it would
 * be an indexable copy of the English page under Spanish chrome; docs/decisions.md
 * "Site chrome"). The target is a path on the same host, never another origin.
 * Layouts do not know the path: they pass none and leave the redirect to the
 * page, which always resolves the site too and passes its query along.
 */
export async function resolveSite(params: SiteParams, path?: string, query = ""): Promise<{ site: Site; locale: Locale }> {
  const site = await getSiteByHost(decodeURIComponent(params.host));
  if (!site) notFound();
  if (path !== undefined && isLocale(params.locale) && (params.locale === site.settings.language || !publishedLocales(site.settings).includes(params.locale))) {
    const target = localizedPath(path, site.settings.language, site.settings.language);
    redirect(target.split("/").map(encodeURIComponent).join("/") + query);
  }
  return { site, locale: activeLocale(params.locale, site) };
}
