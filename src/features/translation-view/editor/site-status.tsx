"use client";

import { useQuery } from "@tanstack/react-query";
import { fillTexts, translationStatusTexts } from "@/features/languages";
import { apiFetch } from "@/platform/http/client";
import { siteScopeTexts } from "../site-texts";
import type { SiteTextsStatus as Status } from "../types";

/** GET /api/translation-view/site-texts: the site-wide texts' status per language (members). */
export const fetchSiteTextsStatus = () => apiFetch<Status>("/api/translation-view/site-texts", { fallback: "Could not load the site-wide texts' status." });

/**
 * The site-wide texts' status in one of the site's languages (issue 42, item 2), as Global Settings →
 * General shows it beside each language's state: "Site-wide texts: 3 of 5 translated · 1 outdated",
 * green when complete, amber otherwise (the page status's style). Nothing while loading, on a failed
 * read, or for a language the saved settings do not have yet.
 */
export function SiteTextsStatus({ locale, ui }: { locale: string; ui: string }) {
  const status = useQuery({ queryKey: ["translation-view", "site-status"], queryFn: fetchSiteTextsStatus, staleTime: 0, retry: false });
  const count = status.data?.translation[locale];
  if (!count) return null;
  const texts = siteScopeTexts(ui);
  const complete = count.translated === count.total;
  return (
    <span
      data-site-texts={locale}
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${complete ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
    >
      {fillTexts(texts.status, { translated: count.translated, total: count.total })}
      {count.outdated > 0 && ` · ${fillTexts(translationStatusTexts(ui).outdated, { count: count.outdated })}`}
    </span>
  );
}
