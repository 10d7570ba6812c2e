import { embedUrl, isSafeMediaUrl, mediaKind } from "@/platform/media/media";

export type MetricMediaProps = {
  url: string | null | undefined;
  /** Accessible name: the metric title. */
  title: string;
  /** CSS height (from image_metrics_height); null for the default. */
  height: string | null;
  roundedFull: boolean;
  /** Centre a fully rounded image (centred sections). */
  centered: boolean;
};

const DEFAULT_HEIGHT = "12rem";
const DEFAULT_ROUND_HEIGHT = "6rem";

/** True when MetricMedia renders something for this URL (present and safe). */
export function hasMedia(url: string | null | undefined): url is string {
  return !!url && isSafeMediaUrl(url.trim());
}

/** A metric's image, video file or YouTube/Vimeo player; nothing for a missing or unsafe URL. */
export function MetricMedia({ url, title, height, roundedFull, centered }: MetricMediaProps) {
  if (!hasMedia(url)) return null;
  const src = url.trim();
  const kind = mediaKind(src);
  if (kind === "embed") {
    const player = embedUrl(src)!;
    return (
      <iframe
        src={player}
        title={title || "Video"}
        loading="lazy"
        allowFullScreen
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        className={`block w-full rounded-2xl bg-black ${height ? "" : "aspect-video"}`}
        style={height ? { height } : undefined}
        data-media="embed"
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
