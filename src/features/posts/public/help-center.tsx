import type { HelpArticle } from "../server/public";
import { postsText } from "../messages";
import type { PostHref } from "./blog-list";
import { Island } from "@/platform/islands";
import helpSearch from "../islands/help-search";

/** /help-center: its title, and the articles with their search (or the empty state). */
export function HelpCenter({ articles, locale, postHref }: { articles: HelpArticle[]; locale: string; postHref: PostHref }) {
  const t = postsText(locale);
  return (
    <div className="mx-auto max-w-3xl px-6 pt-16 pb-20 sm:pt-24">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("helpTitle")}</h1>
      {articles.length === 0 ? (
        <p className="mt-8 text-lg text-gray-700">{t("helpEmpty")}</p>
      ) : (
        <Island
          of={helpSearch}
          props={{
            articles: articles.map(({ slug, title, summary, text }) => ({ slug, title, summary, text, href: postHref(slug) })),
            texts: { search: t("helpSearch"), noResults: t("noResults"), found: t("found") },
          }}
        />
      )}
    </div>
  );
}
