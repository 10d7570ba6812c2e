import type { PictureMap } from "@/features/media-library";
import type { PostCard as Card } from "../server/public";
import { postsText } from "../messages";
import { PostCard } from "./post-card";

export type PostHref = (slug: string) => string;

/**
 * /blog: the blog's title, one page of posts (newest first) as cards, and the
 * links to the newer and older pages; an empty blog says so.
 */
export function BlogList({
  posts,
  pictures,
  page,
  pages,
  locale,
  timeZone,
  postHref,
  pageHref,
}: {
  posts: Card[];
  /** The media library's pictures of the cards' photos. */
  pictures?: PictureMap;
  page: number;
  pages: number;
  locale: string;
  timeZone: string;
  postHref: PostHref;
  pageHref: (page: number) => string;
}) {
  const t = postsText(locale);
  return (
    <div className="mx-auto max-w-6xl px-6 pt-16 pb-20 sm:pt-24">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("blogTitle")}</h1>
      {posts.length === 0 ? (
        <p className="mt-8 text-lg text-gray-700">{t("blogEmpty")}</p>
      ) : (
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} href={postHref(post.slug)} locale={locale} timeZone={timeZone} picture={pictures?.get(post.main_photo ?? "")} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t("pagination")} className="mt-12 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <a href={pageHref(page - 1)} rel="prev" className="font-medium text-blue-700 hover:underline">
              ← {t("newer")}
            </a>
          ) : (
            <span />
          )}
          <span className="text-gray-700">{t("pageOf", { page, pages })}</span>
          {page < pages ? (
            <a href={pageHref(page + 1)} rel="next" className="font-medium text-blue-700 hover:underline">
              {t("older")} →
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
