import { MEDIA_TYPES } from "../rules";
import type { ResponsivePicture } from "../types";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const typeOfFormat = (ext: string) => Object.entries(MEDIA_TYPES).find(([, value]) => value.ext === ext)?.[0] ?? `image/${ext}`;

/** A srcset of a picture's variants in one format: "<base>-320.avif 320w, <base>-640.avif 640w". */
export const pictureSrcSet = (picture: Pick<ResponsivePicture, "base" | "widths">, format: string) => picture.widths.map((w) => `${picture.base}-${w}.${format} ${w}w`).join(", ");

/**
 * The markup of LibraryPicture as an HTML string, for HTML that is not React's (a post's
 * sanitized text): AVIF and WebP sources, the original's srcset, width and height,
 * lazy loading, async decoding and the focal point. `attributes` are the <img>'s other
 * attributes as they came (already escaped: the sanitizer's output); `alt` is plain text.
 */
export function libraryPictureHtml(picture: ResponsivePicture, options: { sizes: string; alt: string; width?: string; height?: string; attributes?: string; style?: string }): string {
  const formats = picture.widths.length > 0 ? picture.formats : [];
  const last = formats.at(-1);
  const sizes = escapeAttribute(options.sizes);
  const sources = formats
    .slice(0, -1)
    .map((format) => `<source type="${typeOfFormat(format)}" srcset="${escapeAttribute(pictureSrcSet(picture, format))}" sizes="${sizes}"/>`)
    .join("");
  const style = `object-position:${picture.position}${options.style ? `;${options.style}` : ""}`;
  const img = [
    `<img src="${escapeAttribute(`${picture.base}.${picture.ext}`)}"`,
    last ? ` srcset="${escapeAttribute(pictureSrcSet(picture, last))}" sizes="${sizes}"` : "",
    ` width="${options.width ?? picture.width}" height="${options.height ?? picture.height}"`,
    ` alt="${escapeAttribute(options.alt)}" loading="lazy" decoding="async"`,
    options.attributes ? ` ${options.attributes.trim()}` : "",
    ` style="${escapeAttribute(style)}" data-library-image=""/>`,
  ].join("");
  return `<picture class="contents">${sources}${img}</picture>`;
}
