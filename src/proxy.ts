import { NextResponse, type NextRequest } from "next/server";
import { internalSitePath, isDecodablePath, requestRoute } from "@/platform/http/request-route";
import { PATH_HEADER, SEARCH_HEADER } from "@/platform/path/header";
import { PAGE_PRIVACY_HEADER, PERSONAL_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "@/platform/http/page-privacy";
import { SPECULATION_RULES_HEADER_VALUE } from "@/platform/http/speculation-rules";

export const MALFORMED_PATH = "Bad request: the address is not valid percent-encoding.";

/**
 * Maps `host` + optional locale prefix to the internal site route
 * (src/platform/http/request-route.ts): `acme.example.com/es/about` ->
 * `/site/acme.example.com/es/about`, `acme.example.com/about` ->
 * `/site/acme.example.com/default/about` ("default" = the organization's own language).
 *
 * Labels the page public or personal (src/platform/http/page-privacy.ts) on the
 * path Next routes: its `Cache-Control` (which Next keeps for a dynamic page when
 * it is already set) and a request header that `currentUser()` checks. Hands the
 * layout the visible path and query (src/platform/path/header.ts).
 */
export function proxy(request: NextRequest) {
  // `/%E0` cannot be decoded: a 400 here, not a 500 from Next's route matching (scripts/serve.ts refuses it before Next; this covers `next dev`).
  if (!isDecodablePath(request.nextUrl.pathname))
    return new NextResponse(MALFORMED_PATH, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  const route = requestRoute(request.headers.get("host") ?? "", request.nextUrl.pathname);
  const url = request.nextUrl.clone();
  url.pathname = internalSitePath(route);
  const { personal } = route;
  const headers = new Headers(request.headers);
  headers.set(PAGE_PRIVACY_HEADER, personal ? "personal" : "public");
  // The address as the visitor's browser shows it, for the site layout's PathProvider (never a client's own value).
  headers.set(PATH_HEADER, request.nextUrl.pathname);
  headers.set(SEARCH_HEADER, request.nextUrl.search);
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set("cache-control", personal ? PERSONAL_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL);
  // The same-site prefetch rules (src/platform/http/speculation-rules.ts), on every page but the personal ones.
  if (!personal) response.headers.set("speculation-rules", SPECULATION_RULES_HEADER_VALUE);
  return response;
}

// `/_onsite/...`: the product's own static files in public/_onsite (the demo's images);
// no page can take that address (page slugs are a-z, 0-9 and hyphens).
export const config = {
  matcher: ["/((?!api/|_next/|_onsite/|favicon.ico|robots.txt|sitemap.xml).*)"],
};
