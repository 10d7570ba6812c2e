import { NextResponse, type NextRequest } from "next/server";
import { isValidHost, normalizeHost } from "@/platform/tenancy/host";
import { splitLocale } from "@/platform/i18n/locales";
import { isPersonalPage, PAGE_PRIVACY_HEADER, PERSONAL_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "@/platform/http/page-privacy";

export const MALFORMED_PATH = "Bad request: the address is not valid percent-encoding.";

/**
 * `/%E0` cannot be decoded: a 400 here, rather than a 500 from Next's route
 * matching (scripts/serve.ts refuses these before Next; this covers `next dev`).
 */
function isDecodable(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Maps `host` + optional locale prefix to the internal site route:
 * `acme.example.com/es/about` -> `/site/acme.example.com/es/about`,
 * `acme.example.com/about` -> `/site/acme.example.com/default/about`
 * ("default" = the organization's own language). Touches no database: a prefix
 * equal to the site's own language, or naming a language the site does not
 * publish, is redirected by the page (see resolveSite).
 *
 * Labels the page public or personal (src/platform/http/page-privacy.ts) on the
 * path Next routes: its `Cache-Control` (which Next keeps for a dynamic page when
 * it is already set) and a request header that `currentUser()` checks.
 */
export function proxy(request: NextRequest) {
  if (!isDecodable(request.nextUrl.pathname))
    return new NextResponse(MALFORMED_PATH, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  const rawHost = request.headers.get("host") ?? "";
  const host = normalizeHost(rawHost);
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const siteHost = isValidHost(host) ? host : "invalid.host";
  const url = request.nextUrl.clone();
  url.pathname = `/site/${encodeURIComponent(siteHost)}/${locale ?? "default"}${path === "/" ? "" : path}`;
  const personal = isPersonalPage(path);
  const headers = new Headers(request.headers);
  headers.set(PAGE_PRIVACY_HEADER, personal ? "personal" : "public");
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set("cache-control", personal ? PERSONAL_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL);
  return response;
}

// `/_onsite/...`: the product's own static files in public/_onsite (the demo's images);
// no page can take that address (page slugs are a-z, 0-9 and hyphens).
export const config = {
  matcher: ["/((?!api/|_next/|_onsite/|favicon.ico|robots.txt|sitemap.xml).*)"],
};
