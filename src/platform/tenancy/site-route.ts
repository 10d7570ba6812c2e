import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "../i18n/locales";
import { draftLocales, getSiteByHost, siteLanguages, type Site } from "./organizations";

export type SiteParams = { host: string; locale: string };

/**
 * What a request for a site's page answers, before anything renders (no renderer's errors thrown).
 * `draft`: the page is in one of the site's draft languages, asked by a member: rendered for them only
 * (never kept by a cache). `missing`: a visitor asked for a draft language's page on a site that answers
 * those with a 404: the site's 404 page, in the site's own language.
 */
export type SiteRoute =
  | { kind: "site"; site: Site; locale: Locale; draft?: true }
  | { kind: "missing"; site: Site; locale: Locale }
  | { kind: "not-found" }
  | { kind: "redirect"; to: string };

/** The active locale: the path's prefix, else the site's language, else en. */
export function activeLocale(param: string, site: Site | null): Locale {
  if (isLocale(param)) return param;
  const language = site?.settings.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The site's own language (its pages without prefix). */
const ownLocale = (site: Site): Locale => activeLocale("default", site);

/** True when the path's locale prefix names one of the site's draft languages (issue 42): only then does the route ask who is asking. */
export function isDraftLocale(site: Site | null, locale: string): boolean {
  return !!site && isLocale(locale) && draftLocales(site.settings).includes(locale);
}

/**
 * The site of a rewritten request (`site`: the one its host names, null for none),
 * or "not found". Given the page's `path`, a locale prefix that does not name one of
 * the site's languages redirects (307) to the same path and query in the
 * site's own language, which has no prefix: `/en/about` -> `/about` on an English
 * site, and `/es/about` -> `/about` on a site that does not have Spanish (it would
 * be an indexable copy of the English page under Spanish chrome; docs/decisions.md
 * "Site chrome"). The target is a path on the same host, never another origin.
 * Without a path (a layout, which does not know it) there is no redirect.
 *
 * A draft language's prefix (docs/decisions.md "Languages published one at a time"):
 * a member (`member`: the request's session is one of the organization's members)
 * gets the page (`draft`); a visitor gets the page in the site's own language (307, as
 * above) or, when the site says so (`draft_language_visitors: "not_found"`), its 404
 * page in its own language. A layout of a visitor's draft language page renders in
 * the site's own language (its page redirects, or is the 404).
 */
export function siteRoute(site: Site | null, params: SiteParams, path?: string, query = "", member = false): SiteRoute {
  if (!site) return { kind: "not-found" };
  const own = ownLocale(site);
  const redirect = (): SiteRoute => {
    const target = localizedPath(path!, site.settings.language, site.settings.language);
    return { kind: "redirect", to: target.split("/").map(encodeURIComponent).join("/") + query };
  };
  if (isDraftLocale(site, params.locale)) {
    if (member) return { kind: "site", site, locale: params.locale as Locale, draft: true };
    if (site.settings.draft_language_visitors === "not_found") return { kind: "missing", site, locale: own };
    return path !== undefined ? redirect() : { kind: "site", site, locale: own };
  }
  if (path !== undefined && isLocale(params.locale) && (params.locale === site.settings.language || !siteLanguages(site.settings).includes(params.locale)))
    return redirect();
  return { kind: "site", site, locale: activeLocale(params.locale, site) };
}

/**
 * siteRoute for the site `params.host` names (its settings read through the cache).
 * `isMember`: asked only for a draft language's page, whether the request comes from
 * one of the organization's members (its session); every other page is the same for all.
 */
export async function findSiteRoute(
  params: SiteParams,
  path?: string,
  query = "",
  isMember?: (organizationId: number) => Promise<boolean>,
): Promise<SiteRoute> {
  const site = await getSiteByHost(decodeURIComponent(params.host));
  const member = isDraftLocale(site, params.locale) && !!isMember && (await isMember(site!.organization.id));
  return siteRoute(site, params, path, query, member);
}
