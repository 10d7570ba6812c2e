import { NextResponse, type NextRequest } from "next/server";
import { isValidHost, normalizeHost } from "@/platform/tenancy/host";
import { splitLocale } from "@/platform/i18n/locales";

/**
 * Maps `host` + optional locale prefix to the internal site route:
 * `acme.example.com/es/about` -> `/site/acme.example.com/es/about`,
 * `acme.example.com/about` -> `/site/acme.example.com/default/about`
 * ("default" = the organization's own language). Touches no database.
 */
export function proxy(request: NextRequest) {
  const rawHost = request.headers.get("host") ?? "";
  const host = normalizeHost(rawHost);
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const url = request.nextUrl.clone();
  const siteHost = isValidHost(host) ? host : "invalid.host";
  url.pathname = `/site/${encodeURIComponent(siteHost)}/${locale ?? "default"}${path === "/" ? "" : path}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ["/((?!api/|_next/|favicon.ico|robots.txt|sitemap.xml).*)"],
};
