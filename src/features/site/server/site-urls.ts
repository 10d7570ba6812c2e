import "server-only";
import { localizedPath } from "@/platform/i18n/locales";
import { publishedLocales, type Site } from "@/platform/tenancy/organizations";
import { siteOrigin } from "@/platform/tenancy/site-origin";

/** The languages a site publishes: its supported locales (valid ones, its own language first). */
export function siteLocales(site: Site): string[] {
  return publishedLocales(site.settings);
}

/** Absolute URL of a stored page path in one of the site's languages, on the organization's own host. */
export function siteUrl(site: Site, locale: string, path: string): string {
  const localized = localizedPath(path, locale, site.settings.language);
  return siteOrigin(site.organization.base_url) + localized.split("/").map(encodeURIComponent).join("/");
}

/**
 * Canonical URL of a page in `locale` and its hreflang alternates (every published
 * language, or the `offered` ones of a page translated in only some: ./translation.ts,
 * plus x-default).
 */
export function siteAlternates(site: Site, locale: string, path: string, offered?: readonly string[]) {
  const languages: Record<string, string> = {};
  for (const language of offered ?? siteLocales(site)) languages[language] = siteUrl(site, language, path);
  languages["x-default"] = siteUrl(site, site.settings.language, path);
  return { canonical: siteUrl(site, locale, path), languages };
}

/** A link from one of the site's pages to a stored path, in the page's language (no host: `/es/blog`). */
export function siteHref(site: Site, locale: string, path: string): string {
  return localizedPath(path, locale, site.settings.language);
}
