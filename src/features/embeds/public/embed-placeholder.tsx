import { useId, type CSSProperties } from "react";
import { EMBED_SERVICE_NAMES, type EmbedService } from "@/platform/media/media";
import { Island } from "@/platform/islands";
import embedVideo from "../islands/embed-video";
import { EmbedText } from "./embed-text";

export type EmbedPlaceholderProps = {
  service: EmbedService;
  /** The video's id on the service (from `embedTarget`); the player's address is built from it in the browser only. */
  id: string;
  /** The video's name (the metric's title, the hero's title); "Video" when empty. */
  title?: string;
  /** Sizes the box; the placeholder and the player fill the same box, so nothing moves when one replaces the other. */
  className?: string;
  style?: CSSProperties;
};

const BUTTON =
  "inline-flex min-h-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * A YouTube or Vimeo video that loads only after consent (issue 21 "Blocked until
 * consent"). This markup, rendered on the server and the same for every visitor, asks
 * nothing of the service: a neutral poster (no thumbnail), the video's name, the service
 * named, "Load once", "Always allow" and the privacy settings. Its behaviour is the
 * island's (./embed-island.tsx), which the small activator loads in the browser only on
 * pages that have a video: the buttons work from then on (`data-embed-ready`), the player
 * takes the same box (`data-embed-state="loaded"` hides the placeholder).
 */
export function EmbedPlaceholder({ service, id, title, className = "", style }: EmbedPlaceholderProps) {
  const labelId = useId();
  const name = EMBED_SERVICE_NAMES[service];
  return (
    <div className={`group/embed relative overflow-hidden bg-gray-900 ${className}`} style={style} data-embed={service} data-embed-id={id} data-embed-state="placeholder">
      <div role="group" aria-labelledby={labelId} className="absolute inset-0 flex overflow-y-auto bg-linear-to-br from-gray-800 to-gray-950 p-4 text-white group-data-[embed-state=loaded]/embed:hidden">
        <div className="m-auto flex max-w-md flex-col items-center gap-2 text-center">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
            <svg viewBox="0 0 24 24" className="ml-0.5 size-5" fill="currentColor">
              <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11.24-6.86a1 1 0 0 0 0-1.72L9.5 4.28A1 1 0 0 0 8 5.14Z" />
            </svg>
          </span>
          <span id={labelId} className="sr-only">
            <EmbedText k="embeds.label" name={name} title={title} />
          </span>
          <p aria-hidden className="line-clamp-2 text-sm font-semibold sm:text-base">
            {title?.trim() || <EmbedText k="embeds.video" name={name} />}
          </p>
          <p className="text-xs text-gray-200 sm:text-sm">
            <EmbedText k="embeds.notice" name={name} />
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" className={`${BUTTON} bg-white text-gray-900 hover:bg-gray-200`} data-embed-action="once">
              <EmbedText k="embeds.loadOnce" name={name} />
            </button>
            <button type="button" className={`${BUTTON} bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25`} data-embed-action="always">
              <EmbedText k="embeds.alwaysAllow" name={name} />
            </button>
          </div>
          <button type="button" className="rounded text-xs text-gray-200 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-white sm:text-sm" data-embed-action="settings">
            <EmbedText k="embeds.privacySettings" name={name} />
          </button>
        </div>
      </div>
      <Island of={embedVideo} props={{ service, id, title }} />
    </div>
  );
}
