import { MediaEmbed } from "@/features/embeds";
import { LibraryPicture, type ResponsivePicture } from "@/features/media-library";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";

export type MetricMediaProps = {
  url: string | null | undefined;
  /** Accessible name: the metric title. */
  title: string;
  /** CSS height (from image_metrics_height); null for the default. */
  height: string | null;
  roundedFull: boolean;
  /** Centre a fully rounded image (centred sections). */
  centered: boolean;
  /** The media library's picture of `url` (its variants, size and focal point); none: a plain <img>. */
  picture?: ResponsivePicture | null;
  /** The `sizes` of a picture: how wide the layout shows it. */
  sizes?: string;
  /** On the first screen: loaded eagerly. */
  eager?: boolean;
};

const DEFAULT_HEIGHT = "12rem";
const DEFAULT_ROUND_HEIGHT = "6rem";

/** True when MetricMedia renders something for this URL (present and safe). */
export function hasMedia(url: string | null | undefined): url is string {
  return !!url && isSafeMediaUrl(url.trim());
}

/** A metric's image, video file or YouTube/Vimeo player (behind its consent placeholder); nothing for a missing or unsafe URL. */
export function MetricMedia({ url, title, height, roundedFull, centered, picture, sizes = "100vw", eager = false }: MetricMediaProps) {
  if (!hasMedia(url)) return null;
  const src = url.trim();
  if (picture) {
    // The library's alt text; its focal point is the crop's centre (object-position).
    if (roundedFull) {
      const size = height ?? DEFAULT_ROUND_HEIGHT;
      return (
        <LibraryPicture
          picture={picture}
          sizes={size}
          eager={eager}
          className={`block aspect-square rounded-full object-cover shadow-sm ring-1 ring-black/5 ${centered ? "mx-auto" : ""}`}
          style={{ height: size, width: size }}
          data={{ "data-media": "image" }}
        />
      );
    }
    return (
      <LibraryPicture
        picture={picture}
        sizes={sizes}
        eager={eager}
        className="block w-full rounded-2xl object-cover ring-1 ring-black/5"
        style={{ height: height ?? DEFAULT_HEIGHT }}
        data={{ "data-media": "image" }}
      />
    );
  }
  const kind = mediaKind(src);
  if (kind === "embed") {
    // A YouTube or Vimeo player loads only after the visitor's consent (issue 21): a placeholder of the player's size until then.
    return (
      <MediaEmbed
        url={src}
        title={title}
        className={`block w-full rounded-2xl ${height ? "" : "aspect-video"}`}
        style={height ? { height } : undefined}
      />
    );
  }
  if (kind === "video") {
    return (
      <video
        src={src}
        controls
        preload="metadata"
        playsInline
        aria-label={title || undefined}
        className="block w-full rounded-2xl bg-black object-cover"
        style={{ height: height ?? DEFAULT_HEIGHT }}
        data-media="video"
      />
    );
  }
  if (roundedFull) {
    const size = height ?? DEFAULT_ROUND_HEIGHT;
    return (
      // eslint-disable-next-line @next/next/no-img-element -- tenant URLs from any host; next/image would need every host allow-listed
      <img
        src={src}
        alt={title}
        loading="lazy"
        decoding="async"
        className={`block aspect-square rounded-full object-cover shadow-sm ring-1 ring-black/5 ${centered ? "mx-auto" : ""}`}
        style={{ height: size, width: size }}
        data-media="image"
      />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- tenant URLs from any host; next/image would need every host allow-listed
    <img
      src={src}
      alt={title}
      loading="lazy"
      decoding="async"
      className="block w-full rounded-2xl object-cover ring-1 ring-black/5"
      style={{ height: height ?? DEFAULT_HEIGHT }}
      data-media="image"
    />
  );
}
