import { NextResponse, type NextRequest } from "next/server";
import { isValidHost, normalizeHost } from "@/platform/tenancy/host";
import { splitLocale } from "@/platform/i18n/locales";

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
 * equal to the site's own language is redirected by the page (see resolveSite).
 */
export function proxy(request: NextRequest) {
  if (!isDecodable(request.nextUrl.pathname)) return new NextResponse(MALFORMED_PATH, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  const rawHost = request.headers.get("host") ?? "";
  const host = normalizeHost(rawHost);
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const siteHost = isValidHost(host) ? host : "invalid.host";
  const url = request.nextUrl.clone();
  url.pathname = `/site/${encodeURIComponent(siteHost)}/${locale ?? "default"}${path === "/" ? "" : path}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ["/((?!api/|_next/|favicon.ico|robots.txt|sitemap.xml).*)"],
};
