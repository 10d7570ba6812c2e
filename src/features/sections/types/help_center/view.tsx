import { contentGap, SectionBody } from "../../public/section-header";
import { SectionEmpty } from "../../public/section-empty";
import type { SectionViewProps } from "../definition";
import { HelpArticles } from "./help-articles";

/** The organization's help-center articles (help_center_order), their search and a link to /help-center. */
export function HelpCenterSection({ section, locale, content }: SectionViewProps) {
  const articles = content.articles ?? [];
  return (
    <SectionBody section={section} locale={locale}>
      <div className={`${contentGap(section)} mx-auto max-w-3xl`}>
        {articles.length === 0 ? (
          <SectionEmpty message="sectionHelpEmpty" hint="Publish posts marked “Help center” (Create New → Post) to list them here." />
        ) : (
          <HelpArticles articles={articles} />
        )}
      </div>
    </SectionBody>
  );
}
