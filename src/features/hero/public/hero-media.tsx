import { embedUrl } from "@/platform/media/media";
import type { HeroMedia } from "./view-model";

/**
 * The hero's image, video file or YouTube/Vimeo player, filling its box. The
 * picture is decorative (the hero's text says what matters), so it has no
 * alternative text; a player is named for screen readers.
 */
export function HeroMediaBox({ media, cover = false }: { media: HeroMedia; cover?: boolean }) {
  const rounded = cover ? "" : "rounded-2xl shadow-xl shadow-gray-900/10";
  if (media.kind === "embed") {
    return (
      <iframe
        src={embedUrl(media.url)!}
        title="Video"
        loading="lazy"
        allowFullScreen
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        className={`block size-full bg-black ${rounded}`}
      />
    );
  }
  if (media.kind === "video") {
    return <video src={media.url} controls preload="metadata" playsInline aria-label="Video" className={`block size-full bg-black object-cover ${rounded}`} />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- tenant URLs from any host; next/image would need every host allow-listed
  return <img src={media.url} alt="" draggable={false} className={`block size-full object-cover ${rounded}`} />;
}
