import { LibraryPicture, type PictureMap, type ResponsivePicture } from "@/features/media-library";
import type { Post } from "../schema";
import { sanitizeLandingHtml, sanitizePostHtml } from "@/platform/sanitize/post-html";
import { RICH_TEXT } from "@/ui/rich-text";
import { postsText } from "../messages";
import { PostDate } from "./format";
import { ARTICLE_SIZES, withLibraryPictures } from "./post-pictures";
import { TableOfContents } from "./table-of-contents";
import { withTableOfContents } from "./toc";

/** The article's own marks on top of the shared rich text styles: headings, quotes, code, tables, images. */
const POST_TEXT = [
  RICH_TEXT,
  "text-lg leading-8 text-gray-800 [&_p]:mt-5 [&_:is(ul,ol,blockquote,pre,table,figure,img)]:mt-5",
  "[&_:is(h2,h3,h4)]:scroll-mt-24 [&_:is(h2,h3,h4)]:font-semibold [&_:is(h2,h3,h4)]:tracking-tight",
  "[&_h2]:mt-12 [&_h2]:text-3xl [&_h3]:mt-10 [&_h3]:text-2xl [&_h4]:mt-8 [&_h4]:text-xl",
  "[&_a]:text-blue-700 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-100 [&_pre]:p-4",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_table]:w-full [&_:is(th,td)]:border [&_:is(th,td)]:border-gray-300 [&_:is(th,td)]:p-2",
].join(" ");

/** Where members get "Edit post" (the editing shell fills it; visitors see nothing). */
function EditPostSlot({ post }: { post: Post }) {
  const request = { mode: "edit", urlPage: `/${post.slug}`, id: post.id, slug: post.slug };
  return <div data-editor-open="post" data-editor-label="Edit post" data-editor-request={JSON.stringify(request)} className="empty:hidden" />;
}

/** Who wrote the post, when it says so: the company (the site's name) or the author's name. */
export function postAuthor(post: Post, siteName: string): string | null {
  if (!post.author_config.is_with_author) return null;
  if (post.author_config.is_company_author) return siteName;
  return post.author_name?.trim() || null;
}

/**
 * A post as its page shows it. Types default and minimal: the article (title,
 * author, date, main photo, table of contents, content), its content sanitized
 * again here with the post allow list; a minimal post is the same article, its
 * page drops the chrome (src/features/site/chrome-attribute.ts). Type landing:
 * its HTML through the landing allow list as the whole page body. In both, a media
 * library image of the text becomes the library's <picture> after sanitizing
 * (`pictures`: the page's library pictures, see postImageAddresses).
 */
export function PostArticle({
  post,
  locale,
  timeZone,
  siteName,
  picture,
  pictures,
}: {
  post: Post;
  locale: string;
  timeZone: string;
  siteName: string;
  picture?: ResponsivePicture | null;
  pictures?: PictureMap;
}) {
  const type = post.display_config.type;
  if (type === "landing") {
    const html = withLibraryPictures(sanitizeLandingHtml(post.content), pictures);
    return (
      <article data-post-type="landing" aria-label={post.title}>
        <EditPostSlot post={post} />
        {!/<h1[\s>]/i.test(html) && <h1 className="sr-only">{post.title}</h1>}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    );
  }
  const t = postsText(locale);
  const { html, toc } = withTableOfContents(withLibraryPictures(sanitizePostHtml(post.content), pictures));
  const author = postAuthor(post, siteName);
  const photo = post.media_config.main_photo;
  return (
    <article data-post-type={type} className="mx-auto max-w-3xl px-6 pt-16 pb-20 sm:pt-24">
      <header>
        <EditPostSlot post={post} />
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
        <p className="mt-4 flex flex-wrap gap-x-3 text-sm text-gray-600">
          {author && <span>{t("byAuthor", { author })}</span>}
          <PostDate iso={post.created_on} locale={locale} timeZone={timeZone} />
        </p>
      </header>
      {picture ? (
        // The cover opens the article (the first screen): loaded eagerly; max-w-3xl less the padding; the library's alt text.
        <LibraryPicture picture={picture} sizes={ARTICLE_SIZES} eager className="mt-8 aspect-[16/9] h-auto w-full rounded-xl object-cover" />
      ) : photo && (
        // eslint-disable-next-line @next/next/no-img-element -- any host's image; the site sets no image domains
        <img src={photo} alt="" className="mt-8 aspect-[16/9] w-full rounded-xl object-cover" />
      )}
      {toc.length > 1 && <TableOfContents entries={toc} label={t("contents")} />}
      <div className={`mt-8 ${POST_TEXT}`} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
