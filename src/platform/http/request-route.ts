import { splitLocale } from "@/platform/i18n/locales";
import { isValidHost, normalizeHost } from "@/platform/tenancy/host";
import { isPersonalPage } from "./page-privacy";

/** A request's site page: the site's host, the locale prefix ("default": none), the path without it, and whether it is personal. */
export type RequestRoute = { host: string; locale: string; path: string; personal: boolean };

/**
 * Maps `host` + optional locale prefix to the site page it asks for:
 * `acme.example.com/es/about` -> { host: "acme.example.com", locale: "es", path: "/about" },
 * `acme.example.com/about` -> locale "default" (the organization's own language).
 * Touches no database: a prefix equal to the site's own language, or naming a
 * language the site does not publish, is redirected by the page (see resolveSite).
 * An invalid host is "invalid.host" (no site answers it). The proxy (src/proxy.ts)
 * and the islands renderer (src/app/public-pages) route the same way.
 */
export function requestRoute(rawHost: string, pathname: string): RequestRoute {
  const host = normalizeHost(rawHost);
  const { locale, path } = splitLocale(pathname);
  return { host: isValidHost(host) ? host : "invalid.host", locale: locale ?? "default", path, personal: isPersonalPage(path) };
}

/** The App Router's internal route of a site page: `/site/{host}/{locale}/{path}`. */
export const internalSitePath = ({ host, locale, path }: RequestRoute) => `/site/${encodeURIComponent(host)}/${locale}${path === "/" ? "" : path}`;

/**
 * The addresses of the sites' pages: not /api/, /_next/, /_onsite/, nor the root's files.
 * The proxy's matcher (src/proxy.ts) must be this literal (Next reads it statically;
 * request-route.test.ts checks they agree), and the islands renderer takes only these.
 */
export const SITE_PATH_PATTERN = "/((?!api/|_next/|_onsite/|favicon.ico|robots.txt|sitemap.xml).*)";

/** Whether a path's percent-encoding decodes (`/%E0` does not: a 400, never a 500 from the routing). */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
