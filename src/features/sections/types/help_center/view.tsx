import helpSearchIsland from "@/features/posts/islands/help-search";
import { Island } from "@/platform/islands";
import { localizedPath } from "@/platform/i18n/locales";
import { contentGap, SectionBody } from "../../public/section-header";
import { SectionEmpty } from "../../public/section-empty";
import { SiteText } from "../../public/site-text";
import type { SectionViewProps } from "../definition";

/**
 * The organization's help-center articles (help_center_order) with the help
 * center's own search (MiniSearch, loaded when the visitor first types) and a
 * link to /help-center, on a white panel so the list reads the same on any
 * section background.
 */
export function HelpCenterSection({ section, locale, content }: SectionViewProps) {
  const articles = content.articles ?? [];
  const href = (path: string) => localizedPath(path, locale, content.site?.defaultLanguage ?? locale);
  return (
    <SectionBody section={section} locale={locale}>
      <div className={`${contentGap(section)} mx-auto max-w-3xl`}>
        {articles.length === 0 ? (
          <SectionEmpty message="sectionHelpEmpty" hint="help_center" />
        ) : (
          <div className="rounded-2xl bg-white p-6 text-gray-900 shadow-sm ring-1 ring-gray-200 sm:p-8">
            <Island
              of={helpSearchIsland}
              props={{ headingLevel: 3, articles: articles.map(({ slug, title, summary, text }) => ({ slug, title, summary, text, href: href(`/${slug}`) })) }}
            />
            <p className="mt-6">
              <a href={href("/help-center")} className="font-medium text-blue-700 hover:underline">
                <SiteText k="helpCenterLink" /> <span aria-hidden>→</span>
              </a>
            </p>
          </div>
        )}
      </div>
    </SectionBody>
  );
}
