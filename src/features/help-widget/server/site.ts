import "server-only";
import { notFound } from "@/platform/http/errors";
import { isLocale, localizedPath, type Locale } from "@/platform/i18n/locales";
import { getSiteByHost, publishedLocales, type Site } from "@/platform/tenancy/organizations";
import { SITE_NOT_FOUND } from "@/platform/tenancy/request";

/** The site answering on the request's host (404 for an unknown one). */
export async function siteOfRequest(request: Request): Promise<Site> {
  const site = await getSiteByHost(request.headers.get("host") ?? "");
  if (!site) throw notFound(SITE_NOT_FOUND);
  return site;
}

/** The page's language as asked (`?locale=` or a body's `locale`) when the site publishes it, else the site's own. */
export function pageLocale(site: Site, asked: string | null | undefined): Locale {
  const published = publishedLocales(site.settings);
  if (asked && isLocale(asked) && published.includes(asked)) return asked;
  return isLocale(site.settings.language) ? site.settings.language : "en";
}

/** A link to a stored path in the page's language (`/es/reset-password-help`). */
export const siteLink = (site: Site, locale: string, path: string) => localizedPath(path, locale, site.settings.language);

export const PRIVATE = { "cache-control": "private, no-store" } as const;
