"use client";

import { useId, useRef, useState } from "react";
import type { WidgetSettings } from "@/features/site";
import { fill, type HelpTexts } from "../../texts";
import type { HelpArticleEntry, HelpContent } from "../../types";
import { ArticleView } from "./article";
import { BUTTON, FIELD } from "./styles";

type Search = (query: string) => string[];

/** MiniSearch over the articles' title, summary and text, loaded when the visitor first types. */
async function buildSearch(articles: HelpArticleEntry[]): Promise<Search> {
  const { default: MiniSearch } = await import("minisearch");
  const index = new MiniSearch<HelpArticleEntry>({ idField: "slug", fields: ["title", "summary", "text"], searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 2 } } });
  index.addAll(articles);
  return (query) => index.search(query).map((result) => String(result.id));
}

/** The name of a language in the page's language ("English", "inglés"). */
function languageName(code: string, locale: string) {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Knowledge base: search over the published help-center articles, read one inside the
 * widget. Articles show in the page's language where translated; unless every one is,
 * the view says they are written in the site's language.
 */
export function KnowledgeBaseView({ texts, content, settings, article, onArticle }: { texts: HelpTexts; content: HelpContent; settings: WidgetSettings; article: string | null; onArticle: (slug: string | null) => void }) {
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<string[] | null>(null);
  const search = useRef<Promise<Search> | null>(null);
  const latest = useRef("");
  const inputId = useId();

  if (article) return <ArticleView texts={texts} slug={article} locale={settings.locale} onBack={() => onArticle(null)} />;

  const onChange = async (value: string) => {
    setQuery(value);
    latest.current = value;
    if (!value.trim()) return setMatches(null);
    search.current ??= buildSearch(content.articles);
    const found = (await search.current)(value);
    if (latest.current === value) setMatches(found);
  };
  const shown = matches === null ? content.articles : matches.map((slug) => content.articles.find((a) => a.slug === slug)).filter((a): a is HelpArticleEntry => !!a);
  return (
    <div>
      <label htmlFor={inputId} className="block font-semibold">
        {texts.searchLabel}
      </label>
      <input id={inputId} type="search" value={query} onChange={(event) => void onChange(event.target.value)} autoComplete="off" className={`${FIELD} mt-1`} />
      {content.articles_locale !== content.locale ? (
        <p className="mt-2 text-sm text-gray-700" data-help-language-note>
          {fill(texts.articlesInLanguage, { language: languageName(content.articles_locale, settings.locale) })}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm text-gray-700">
        {matches === null ? "" : matches.length === 0 ? fill(texts.searchNone, { query: query.trim() }) : fill(texts.searchResults, { count: matches.length })}
      </p>
      {content.articles.length === 0 ? <p className="mt-2 text-gray-700">{texts.noArticles}</p> : null}
      <ul className="mt-2 space-y-2">
        {shown.map((entry) => (
          <li key={entry.slug}>
            <button type="button" onClick={() => onArticle(entry.slug)} className={`${BUTTON} w-full flex-col items-start text-left`}>
              <span className="font-semibold">{entry.title}</span>
              {entry.summary ? <span className="line-clamp-2 text-sm font-normal text-gray-700">{entry.summary}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
