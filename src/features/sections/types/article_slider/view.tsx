import { PostCardView } from "@/features/posts";
import { localizedPath } from "@/platform/i18n/locales";
import { Slider } from "../../public/slider";
import { contentGap, SectionBody, sectionTitle } from "../../public/section-header";
import { SectionEmpty } from "../../public/section-empty";
import { clampGridColumns } from "../../public/section-layout";
import type { SectionViewProps } from "../definition";

/**
 * The organization's newest blog posts in the general type's slider (spec/visitor.md
 * "Slider": grid_columns − 1 at a time, 1 on mobile, 5 s autoplay paused on hover,
 * focus, reduced motion or the pause button, 75 px swipes). The cards are
 * server-rendered: links in the page's language, dates on the site's time zone.
 */
export function ArticleSliderSection({ section, locale, tone, content }: SectionViewProps) {
  const posts = content.posts ?? [];
  const site = content.site ?? { defaultLanguage: locale, timeZone: "UTC" };
  const slides = posts.map((post) => (
    <div key={post.slug} className="flex h-full text-gray-900">
      <PostCardView post={post} href={localizedPath(`/${post.slug}`, locale, site.defaultLanguage)} locale={locale} timeZone={site.timeZone} headingLevel={3} />
    </div>
  ));
  return (
    <SectionBody section={section} locale={locale}>
      <div className={contentGap(section)}>
        {slides.length === 0 ? (
          <SectionEmpty message="sectionArticlesEmpty" hint="article_slider" />
        ) : (
          <Slider label={sectionTitle(section, locale)} gridColumns={clampGridColumns(section.grid_columns)} slides={slides} tone={tone} />
        )}
      </div>
    </SectionBody>
  );
}
