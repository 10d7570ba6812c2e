import type { PictureMap } from "@/features/media-library";
import type { PostCard as Card } from "../server/public";
import { postsText } from "../messages";
import type { PostHref } from "./blog-list";
import { PostCard } from "./post-card";

/** The home page's "Latest posts": the newest posts marked for the first page, after the page's blocks; nothing when there are none. */
export function LatestPosts({
  posts,
  pictures,
  locale,
  timeZone,
  postHref,
  blogHref,
}: {
  posts: Card[];
  /** The media library's pictures of the cards' photos. */
  pictures?: PictureMap;
  locale: string;
  timeZone: string;
  postHref: PostHref;
  blogHref: string | null;
}) {
  if (posts.length === 0) return null;
  const t = postsText(locale);
  return (
    <section aria-labelledby="latest-posts" className="mx-auto max-w-6xl px-6 py-16">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="latest-posts" className="text-3xl font-bold tracking-tight">
          {t("latestPosts")}
        </h2>
        {blogHref && (
          <a href={blogHref} className="text-sm font-medium text-blue-700 hover:underline">
            {t("allPosts")}
          </a>
        )}
      </div>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="flex">
            <PostCard post={post} href={postHref(post.slug)} locale={locale} timeZone={timeZone} headingLevel={3} picture={pictures?.get(post.main_photo ?? "")} />
          </li>
        ))}
      </ul>
    </section>
  );
}
