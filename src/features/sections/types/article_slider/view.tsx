import { contentGap, SectionBody, sectionTitle } from "../../public/section-header";
import { SectionEmpty } from "../../public/section-empty";
import { clampGridColumns } from "../../public/section-layout";
import type { SectionViewProps } from "../definition";
import { ArticleSlides } from "./article-slides";

/** The organization's newest blog posts as a slider. */
export function ArticleSliderSection({ section, locale, tone, content }: SectionViewProps) {
  const posts = content.posts ?? [];
  return (
    <SectionBody section={section} locale={locale}>
      <div className={contentGap(section)}>
        {posts.length === 0 ? (
          <SectionEmpty message="sectionArticlesEmpty" hint="Publish blog posts (Create New → Post, shown on the blog) to fill this slider." />
        ) : (
          <ArticleSlides posts={posts} label={sectionTitle(section, locale)} gridColumns={clampGridColumns(section.grid_columns)} tone={tone} />
        )}
      </div>
    </SectionBody>
  );
}
