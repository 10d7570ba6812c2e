import type { PostCard as Card } from "../server/public";
import { PostDate } from "./format";

/** A post in a list (the blog, the home page's latest posts): photo, title as the link, date, summary. */
export function PostCard({ post, href, locale, timeZone, headingLevel = 2 }: { post: Card; href: string; locale: string; timeZone: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      {post.main_photo && (
        // eslint-disable-next-line @next/next/no-img-element -- any host's image; the site sets no image domains
        <img src={post.main_photo} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-semibold tracking-tight">
          <a href={href} className="hover:underline">
            {post.title}
          </a>
        </Heading>
        <PostDate iso={post.created_on} locale={locale} timeZone={timeZone} className="mt-1 text-sm text-gray-600" />
        {post.summary && <p className="mt-3 text-gray-700">{post.summary}</p>}
      </div>
    </article>
  );
}
