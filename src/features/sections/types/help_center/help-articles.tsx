"use client";

import { HelpSearch, type HelpArticle } from "@/features/posts";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";

/**
 * The help-center articles with the blog's help-center search (MiniSearch,
 * loaded when the visitor first types) and a link to /help-center, on a white
 * panel so the list reads the same on any section background.
 */
export function HelpArticles({ articles }: { articles: HelpArticle[] }) {
  const { locale, defaultLanguage } = useSite();
  const t = useT();
  const href = (path: string) => localizedPath(path, locale, defaultLanguage);
  return (
    <div className="rounded-2xl bg-white p-6 text-gray-900 shadow-sm ring-1 ring-gray-200 sm:p-8">
      <HelpSearch
        headingLevel={3}
        articles={articles.map(({ slug, title, summary, text }) => ({ slug, title, summary, text, href: href(`/${slug}`) }))}
        texts={{ search: t("helpCenterSearch"), noResults: t("helpCenterNoResults", { query: "{query}" }), found: t("helpCenterFound", { count: "{count}" }) }}
      />
      <p className="mt-6">
        <a href={href("/help-center")} className="font-medium text-blue-700 hover:underline">
          {t("helpCenterLink")} <span aria-hidden>→</span>
        </a>
      </p>
    </div>
  );
}
