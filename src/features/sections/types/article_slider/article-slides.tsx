"use client";

import { PostCardView, type PostCard } from "@/features/posts";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite } from "@/platform/tenancy/site-context";
import { MetricSlider } from "../../public/metric-slider";
import type { Tone } from "../../public/section-layout";

/**
 * The posts as the spec's slider (the general type's MetricSlider: grid_columns − 1
 * at a time, 1 on mobile, 5 s autoplay paused on hover, focus, reduced motion or
 * the pause button, 75 px swipes). Links and dates need the site (its default
 * language has no path prefix; dates are on its time zone), hence a client part.
 */
export function ArticleSlides({ posts, label, gridColumns, tone }: { posts: PostCard[]; label: string; gridColumns: number; tone: Tone }) {
  const { locale, defaultLanguage, timeZone } = useSite();
  const slides = posts.map((post) => (
    <div key={post.slug} className="flex h-full text-gray-900">
      <PostCardView post={post} href={localizedPath(`/${post.slug}`, locale, defaultLanguage)} locale={locale} timeZone={timeZone} headingLevel={3} />
    </div>
  ));
  return <MetricSlider label={label} gridColumns={gridColumns} slides={slides} tone={tone} />;
}
