import { cache } from "react";
import { notFound, redirect } from "next/navigation";
import { answerPrivate } from "../http/response-status";
import type { Locale } from "../i18n/locales";
import type { Site } from "./organizations";
import { findSiteRoute, type SiteParams, type SiteRoute } from "./site-route";
import { isMemberRequest } from "./viewer";

export { activeLocale, type SiteParams } from "./site-route";
export type SearchParams = Record<string, string | string[] | undefined>;

/** `?a=1&b=2` from a page's searchParams ("" when there are none). */
export function queryString(searchParams: SearchParams | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams ?? {})) for (const item of [value ?? []].flat()) query.append(name, item);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * Whether this request's session is a member of the organization: asked once per request (layout, page and
 * metadata share it). `next/headers` is imported when asked: the islands renderer imports this module outside
 * Next, where that module cannot load.
 */
const memberOfRequest = cache(async (organizationId: number) => {
  const { headers } = await import("next/headers");
  return isMemberRequest(await headers(), organizationId);
});

/** The route of a rewritten request in the App Router (src/platform/tenancy/site-route.ts), the session asked only for a draft language. */
export function appSiteRoute(params: SiteParams, path?: string, query = ""): Promise<SiteRoute> {
  return findSiteRoute(params, path, query, memberOfRequest);
}

/**
 * The App Router's glue for siteRoute (./site-route.ts, which the islands renderer
 * calls without Next): the site of a rewritten request, or Next's not-found page, or
 * its redirect (307) to the page in the site's own language. Layouts do not know the
 * path: they pass none and leave the redirect to the page, which always resolves the
 * site too and passes its query along. A member's page in a draft language is
 * answered private (never kept); `missing`: a visitor's page in a draft language of
 * a site that answers those with its 404 (the site layout renders that page instead).
 */
export async function resolveSite(params: SiteParams, path?: string, query = ""): Promise<{ site: Site; locale: Locale; missing?: true }> {
  const route = await appSiteRoute(params, path, query);
  if (route.kind === "not-found") notFound();
  if (route.kind === "redirect") redirect(route.to);
  if (route.kind === "missing") return { site: route.site, locale: route.locale, missing: true };
  if (route.draft) answerPrivate();
  return { site: route.site, locale: route.locale };
}
