import type { CSSProperties } from "react";
import type { ResponsivePicture } from "../types";
import { pictureSrcSet, typeOfFormat } from "./picture-html";

type Props = {
  /** Without alt text where the place gives it (`alt`). */
  picture: Omit<ResponsivePicture, "alt"> & { alt?: string };
  /** The `sizes` attribute: how wide the image is shown ("100vw" for a background). */
  sizes: string;
  className?: string;
  style?: CSSProperties;
  /** Decorative use (a background): empty alt whatever the library says. */
  decorative?: boolean;
  /** The alt text where the place says better than the library (a gallery's "Photo 2 of 5"). */
  alt?: string;
  /** The first screen's image (the hero): loaded eagerly with high priority. */
  priority?: boolean;
  /** On the first screen (the page's first block): loaded eagerly, without raising its priority. */
  eager?: boolean;
  /** data- attributes for the <img> (tests and styles find it by them). */
  data?: Record<`data-${string}`, string | number | undefined>;
};

/**
 * A library image as a <picture>: AVIF and WebP sources with their srcset, the
 * original's type as the <img>, its width and height (so nothing shifts while it
 * loads), lazy loading and async decoding, and the focal point as object-position
 * for any crop.
 */
export function LibraryPicture({ picture, sizes, className, style, decorative = false, alt, priority = false, eager = false, data }: Props) {
  const formats = picture.widths.length > 0 ? picture.formats : [];
  const last = formats.at(-1);
  return (
    <picture className="contents">
      {formats.slice(0, -1).map((format) => (
        <source key={format} type={typeOfFormat(format)} srcSet={pictureSrcSet(picture, format)} sizes={sizes} />
      ))}
      <img
        {...data}
        src={`${picture.base}.${picture.ext}`}
        srcSet={last ? pictureSrcSet(picture, last) : undefined}
        sizes={last ? sizes : undefined}
        width={picture.width}
        height={picture.height}
        alt={decorative ? "" : (alt ?? picture.alt ?? "")}
        loading={priority || eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        draggable={false}
        className={className}
        style={{ objectPosition: picture.position, ...style }}
        data-library-image=""
      />
    </picture>
  );
}
