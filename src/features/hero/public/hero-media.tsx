import { MediaEmbed } from "@/features/embeds";
import { LibraryPicture, type ResponsivePicture } from "@/features/media-library";
import type { HeroMedia } from "./view-model";

/**
 * The hero's image, video file or YouTube/Vimeo player, filling its box. A media
 * library picture carries the library's alt text ("" for a file the library marks
 * decorative); as the background (`cover`, behind a veil and hidden from screen readers)
 * it is decorative. An image from another address has no alt text to give (""). A player
 * is named for screen readers (the hero's title).
 */
export function HeroMediaBox({ media, cover = false, title, picture }: { media: HeroMedia; cover?: boolean; title?: string; picture?: ResponsivePicture | null }) {
  const rounded = cover ? "" : "rounded-2xl shadow-xl shadow-gray-900/10";
  if (media.kind === "embed") {
    // A YouTube or Vimeo player loads only after the visitor's consent (issue 21): a placeholder filling the box until then.
    return <MediaEmbed url={media.url} title={title} className={`block size-full ${rounded}`} />;
  }
  if (media.kind === "video") {
    return <video src={media.url} controls preload="metadata" playsInline aria-label="Video" className={`block size-full bg-black object-cover ${rounded}`} />;
  }
  // A library image: AVIF/WebP variants sized to the box, width and height set, cropped around its focal point.
  if (picture) {
    const sizes = cover || media.placement === "full" ? "100vw" : `(max-width: 768px) 100vw, ${media.width}px`;
    return <LibraryPicture picture={picture} sizes={sizes} decorative={cover} priority className={`block size-full object-cover ${rounded}`} />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- tenant URLs from any host; next/image would need every host allow-listed
  return <img src={media.url} alt="" draggable={false} className={`block size-full object-cover ${rounded}`} />;
}
