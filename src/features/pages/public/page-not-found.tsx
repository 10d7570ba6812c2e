"use client";

import { ViewerBar } from "@/features/account";
import { EditingSlot } from "@/ui/editing-slot";
import { localizedPath, splitLocale } from "@/platform/i18n/locales";
import { usePath } from "@/platform/path";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { slugError, slugify, slugOfPath } from "../rules";

/**
 * The missing page's stored path (no locale prefix), from the visible path both renderers provide
 * (usePath): the 404 is never cached, so its HTML may name its path, and the islands renderer's
 * members' chunk, which hydrates nothing here, finds the page's editing marker and "Create this page"
 * in it. The browser reads the same path, so the App Router's page hydrates unchanged.
 */
function useMissingPath(): string | null {
  const visible = usePath();
  try {
    return splitLocale(decodeURIComponent(visible)).path;
  } catch {
    return null;
  }
}

/** The slug a page at this path would take (the path itself, else one made from it), or null when no page can. */
function slugFor(path: string): string | null {
  const slug = slugOfPath(path) ?? slugify(path);
  return slugError(slug) === null ? slug : null;
}

/**
 * The 404 of an unknown path: the site's name, a helpful message and a link
 * home; members also get "Create this page", which the editing shell puts into
 * the `data-editor-open` slot and which opens Create Page with the path's slug.
 */
export function PageNotFound() {
  const t = useT();
  const { locale, defaultLanguage, organization, siteTitle } = useSite();
  const path = useMissingPath();
  const slug = path ? slugFor(path) : null;
  const home = localizedPath("/", locale, defaultLanguage);
  const siteName = siteTitle || organization.name;
  return (
    <>
      <ViewerBar />
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center gap-4 p-8">
        <a href={home} className="self-start text-sm font-semibold tracking-wide text-blue-700 uppercase hover:underline" data-testid="site-name">
          {siteName}
        </a>
        <p className="text-sm font-semibold text-gray-600">404</p>
        <h1 className="text-3xl font-bold">{t("pageNotFoundTitle")}</h1>
        <p className="text-gray-700">{t("pageNotFoundBody")}</p>
        <div className="flex flex-wrap items-center gap-4">
          <a className="text-blue-700 underline" href={home}>
            {t("backHome")}
          </a>
          {slug && <div data-editor-open="page" data-editor-label="Create this page" data-editor-request={JSON.stringify({ mode: "create", slug })} />}
        </div>
        {path && <EditingSlot urlPage={path} />}
      </main>
    </>
  );
}
