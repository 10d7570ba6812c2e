import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { renderWithIslands } from "@/platform/islands/server";
import { PAGE_DATA_ID, pickMessages, scriptJson } from "@/platform/islands/page-data";
import { messagesFor } from "@/platform/i18n/messages";
import type { RequestRoute } from "@/platform/http/request-route";
import { PERSONAL_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "@/platform/http/page-privacy";
import { SPECULATION_RULES_HEADER_VALUE } from "@/platform/http/speculation-rules";
import { answerNotFound } from "@/platform/http/response-status";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { activeLocale, queryString, type SearchParams } from "@/platform/tenancy/site-params";
import { isDraftLocale, siteRoute } from "@/platform/tenancy/site-route";
import { MissingPage, notFoundMetadata } from "@/features/site/server";
import SiteNotFound from "@/app/site/[host]/[locale]/not-found";
import { loadSiteFrame, SiteFrame, siteIcon, siteSettings, siteTitle } from "./frame";
import { PageHeadTags, type PageHead } from "./metadata-tags";
import { preparePage, PUBLIC_PAGES, SITE_PAGE } from "./routes";
import type { DocumentAssets } from "./assets";

/** An answer of the islands renderer: what the App Router answers for the same request. */
export type IslandsAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * The texts the visitor widgets read (their feature prefixes), carried by every page's
 * JSON block for now: the widgets do not declare their texts yet (issue 40, step 3).
 */
export const WIDGET_TEXTS = ["chrome", "consent", "banners", "help", "meetings", "language-suggestion", "floatingLauncher"];

/** The App Router's headers for the same pages: its Vary too, since its flight answers (the `rsc` header) still share these addresses. */
const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": PUBLIC_PAGE_CACHE_CONTROL,
  "speculation-rules": SPECULATION_RULES_HEADER_VALUE,
  vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch",
};

/** `?a=1&a=2&b=` as the App Router's `searchParams`: `{ a: ["1", "2"], b: "" }`. */
export function searchParamsOf(search: string): SearchParams {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const known = params[name];
    params[name] = known === undefined ? value : [...[known].flat(), value];
  }
  return params;
}

/** A path's segments decoded as the `[[...path]]` route gets them (one that does not decode stays as it is). */
function decodedPath(path: string): string {
  return (
    "/" +
    path
      .split("/")
      .filter(Boolean)
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      })
      .join("/")
  );
}

/**
 * Renders a public page (home, pages and posts, /blog, /help-center, /basket, and the
 * 404 of an unknown path or host) without the App Router: the data loaded first, then
 * one synchronous `react-dom/server` render of the document (renderWithIslands), with
 * the same layout, components and metadata as the App Router's routes. `route`: the
 * request's route (src/platform/http/request-route.ts); `pathname`: the path the
 * visitor asked for (with its prefix); `search`: its query ("" or "?…").
 * A page with nothing to show calls answerNotFound() while it renders (and so does an
 * unknown host): the caller runs this inside withResponseStatus, as it runs Next, which
 * answers 404 with no-store.
 */
export async function renderIslandsPage(
  route: RequestRoute,
  pathname: string,
  search: string,
  assets: DocumentAssets,
  isMember?: (organizationId: number) => Promise<boolean>,
): Promise<IslandsAnswer> {
  const site = await getSiteByHost(route.host);
  const query = searchParamsOf(search);
  const head = (metadata: PageHead["metadata"]): PageHead => ({ metadata, titleTemplate: siteTitle(site), icon: siteIcon(site) });
  if (!site) {
    // No site, no islands: the root layout's 404 (src/app/site/[host]/[locale]/layout.tsx), its scripts none.
    const html = renderToString(
      <Document lang={activeLocale(route.locale, null)} assets={{ ...assets, entry: null, preload: [] }} head={head({})} pageData={false}>
        <SiteNotFound />
      </Document>,
    );
    answerNotFound();
    return { status: 200, headers: HTML_HEADERS, body: withDoctype(html) };
  }
  const own = Object.hasOwn(PUBLIC_PAGES, route.path) ? PUBLIC_PAGES[route.path] : undefined;
  const path = own ? route.path : decodedPath(route.path);
  // Who asks matters only for a draft language's page (a member gets it, privately): the session is read for nothing else.
  const member = isDraftLocale(site, route.locale) && !!isMember && (await isMember(site.organization.id));
  const resolved = siteRoute(site, { host: route.host, locale: route.locale }, path, queryString(query), member);
  // As the App Router's redirect(): 307 with the page's headers (its body, Next's error shell, is not copied).
  if (resolved.kind === "redirect") return { status: 307, headers: { ...HTML_HEADERS, location: resolved.to }, body: "" };
  if (resolved.kind === "not-found") throw new Error("unreachable: the site was found");
  const locale = resolved.locale;
  const draft = resolved.kind === "site" && !!resolved.draft;
  const args = { site, locale, path, query };
  const missing = async () => ({ view: <MissingPage />, metadata: notFoundMetadata(locale) });
  const [prepared, frame] = await Promise.all([
    resolved.kind === "missing" ? missing() : own ? own(args) : preparePage(SITE_PAGE, args),
    loadSiteFrame(site, locale),
  ]);
  const { view } = prepared;
  // A member's page in a draft language: kept out of search results, and answered to them alone (never kept by a cache).
  const metadata = draft ? { ...prepared.metadata, robots: { index: false, follow: false } } : prepared.metadata;
  const headers = draft ? { ...HTML_HEADERS, "cache-control": PERSONAL_PAGE_CACHE_CONTROL } : HTML_HEADERS;
  const messages = messagesFor(locale);
  const settings = siteSettings(site, locale, frame);
  const rendered = renderWithIslands(
    <Document lang={locale} assets={assets} head={head(metadata)} pageData>
      <SiteFrame site={site} locale={locale} frame={frame} path={pathname} search={search}>
        {view}
      </SiteFrame>
    </Document>,
    { site: settings, messages, path: pathname, search },
  );
  const pageData = { site: settings, messages: pickMessages(messages, [...rendered.texts, ...WIDGET_TEXTS]), path: pathname };
  const body = rendered.html.replace(EMPTY_PAGE_DATA, () => `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(pageData)}</script>`);
  return { status: 200, headers, body: withDoctype(body) };
}

const EMPTY_PAGE_DATA = `<script type="application/json" id="${PAGE_DATA_ID}"></script>`;

const withDoctype = (html: string) => (html.startsWith("<!DOCTYPE") ? html : `<!DOCTYPE html>${html}`);

/** The document around a page: the root layout's `<html>` and `<body>`, the head's tags, the stylesheets, the page's JSON block and the islands' entry. */
function Document({
  lang,
  assets,
  head,
  pageData,
  children,
}: {
  lang: string;
  assets: DocumentAssets;
  head: PageHead;
  pageData: boolean;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {assets.stylesheets.map((href) => (
          // As Next links them (React hoists them first in <head>).
          <link key={href} rel="stylesheet" href={href} precedence="next" />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <PageHeadTags head={head} />
        {/* No script blocks the page: the entry finds the islands once the document is parsed. */}
        {assets.entry && <script type="module" async src={assets.entry} />}
      </head>
      <body className="min-h-screen bg-white text-gray-900 antialiased">
        {children}
        {pageData && <script type="application/json" id={PAGE_DATA_ID} />}
      </body>
    </html>
  );
}
