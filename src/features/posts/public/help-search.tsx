"use client";

import { useId, useRef, useState } from "react";
import type { HelpArticle } from "../server/public";
import { useT } from "@/platform/tenancy/site-context";

export type HelpArticleLink = Omit<HelpArticle, "main_photo" | "created_on"> & { href: string };
export type HelpSearchTexts = { search: string; noResults: string; found: string };
type Search = (query: string) => string[];

/** Builds the search over the articles; MiniSearch is loaded here, when the visitor first types. */
async function buildSearch(articles: HelpArticleLink[]): Promise<Search> {
  const { default: MiniSearch } = await import("minisearch");
  const index = new MiniSearch<HelpArticleLink>({ idField: "slug", fields: ["title", "summary", "text"], searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 2 } } });
  index.addAll(articles);
  return (query) => index.search(query).map((result) => String(result.id));
}

/**
 * The help center's articles (in help_center_order) and a search box over their
 * title, summary and text. The list is server-rendered; typing loads the search
 * and narrows the list to the matches, best first. Without `texts` (a section of
 * type help_center) the words come from the site's catalog.
 */
export function HelpSearch({ articles, texts: given, headingLevel = 2 }: { articles: HelpArticleLink[]; texts?: HelpSearchTexts; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const t = useT();
  const texts = given ?? { search: t("helpCenterSearch"), noResults: t("helpCenterNoResults", { query: "{query}" }), found: t("helpCenterFound", { count: "{count}" }) };
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<string[] | null>(null);
  const search = useRef<Promise<Search> | null>(null);
  const latest = useRef("");
  const inputId = useId();

  const onChange = async (value: string) => {
    setQuery(value);
    latest.current = value;
    if (!value.trim()) return setMatches(null);
    search.current ??= buildSearch(articles);
    const found = (await search.current)(value);
    if (latest.current === value) setMatches(found);
  };

  const shown = matches === null ? articles : matches.map((slug) => articles.find((article) => article.slug === slug)!).filter(Boolean);
  return (
    <div className="mt-8">
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
        {texts.search}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => void onChange(event.target.value)}
        autoComplete="off"
        className="mt-2 w-full rounded-lg border border-gray-400 px-4 py-3 text-base focus:border-blue-600 focus:ring-2 focus:ring-blue-600 focus:outline-none"
      />
      <p role="status" className="mt-3 text-sm text-gray-700">
        {matches === null ? "" : matches.length === 0 ? texts.noResults.replace("{query}", query.trim()) : texts.found.replace("{count}", String(matches.length))}
      </p>
      <ul className="mt-4 divide-y divide-gray-200 border-y border-gray-200">
        {shown.map((article) => (
          <li key={article.slug} className="py-5">
            <Heading className="text-lg font-semibold">
              <a href={article.href} className="text-blue-700 hover:underline">
                {article.title}
              </a>
            </Heading>
            {article.summary && <p className="mt-1 text-gray-700">{article.summary}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
