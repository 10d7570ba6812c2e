import { LibraryPicture, type ResponsivePicture } from "@/features/media-library";
import type { PostCard as Card } from "../server/public";
import { PostDate } from "./format";

/** A card's photo across the lists' columns (sm: 2, lg: 3 in at most 72rem less the padding). */
const CARD_SIZES = "(min-width: 1152px) 368px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 5rem) / 2), calc(100vw - 3rem)";

/**
 * A post in a list (the blog, the home page's latest posts): photo, title as the link, date, summary.
 * A media library photo is a <picture> (its variants, size and focal point); `eager` on the first screen.
 */
export function PostCard({
  post,
  href,
  locale,
  timeZone,
  headingLevel = 2,
  picture,
  eager = false,
}: {
  post: Card;
  href: string;
  locale: string;
  timeZone: string;
  headingLevel?: 2 | 3;
  picture?: ResponsivePicture | null;
  eager?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      {picture ? (
        <LibraryPicture picture={picture} sizes={CARD_SIZES} eager={eager} className="aspect-[16/9] h-auto w-full object-cover" />
      ) : post.main_photo && (
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
