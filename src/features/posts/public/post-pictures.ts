import { libraryPictureHtml, type PictureMap } from "@/features/media-library";

/** The article's text column (max-w-3xl less its padding), as the cover's. */
export const ARTICLE_SIZES = "(min-width: 768px) 720px, calc(100vw - 3rem)";

// Sanitized HTML (sanitize-html's output): every attribute double-quoted, its value escaped.
const IMAGE = /<img\b([^>]*?)\s*\/?>/g;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;

const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_m, name: string) => ({ amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'" })[name] ?? _m);

function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

/** The image addresses of a post's content (as written: the page looks up which are the media library's). */
export function postImageAddresses(html: string | null | undefined): string[] {
  return [...(html ?? "").matchAll(IMAGE)].map((m) => unescapeAttribute(attributesOf(m[1]!).get("src") ?? "")).filter(Boolean);
}

/**
 * A post's sanitized HTML with each media library image as the library's <picture>
 * (AVIF/WebP sources, srcset, width and height, lazy): its alt text is the post's own
 * when it has one, else the library's ("" for a file the library marks decorative); a
 * width and height set in the post stay. Any other image is left as it is.
 */
export function withLibraryPictures(html: string, pictures: PictureMap | undefined): string {
  if (!pictures || pictures.size === 0) return html;
  return html.replace(IMAGE, (tag, inner: string) => {
    const attributes = attributesOf(inner);
    const picture = pictures.get(unescapeAttribute(attributes.get("src") ?? ""));
    if (!picture) return tag;
    const own = unescapeAttribute(attributes.get("alt") ?? "").trim();
    const sized = attributes.has("width") && attributes.has("height");
    const rest = [...attributes].filter(([name]) => !["src", "srcset", "sizes", "alt", "width", "height", "style", "loading", "decoding"].includes(name));
    const style = attributes.get("style");
    return libraryPictureHtml(picture, {
      sizes: ARTICLE_SIZES,
      alt: own || picture.alt,
      ...(sized ? { width: attributes.get("width"), height: attributes.get("height") } : {}),
      attributes: rest.map(([name, value]) => `${name}="${value}"`).join(" "),
      style: style ? unescapeAttribute(style) : undefined,
    });
  });
}
