"use client";

import { ImageIcon, Play } from "lucide-react";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";

const SIZES = { sm: "size-12", md: "size-16", lg: "size-24" } as const;

/** A small square preview of a metric's media: image, video frame, player tile or placeholder. */
export function MetricThumb({
  url,
  rounded = false,
  size = "sm",
  label,
}: {
  url: string | null | undefined;
  rounded?: boolean;
  size?: keyof typeof SIZES;
  label?: string;
}) {
  const shape = `${SIZES[size]} shrink-0 overflow-hidden ${rounded ? "rounded-full" : "rounded-lg"} ring-1 ring-gray-200`;
  const src = url && isSafeMediaUrl(url) ? url : null;
  if (!src) {
    return (
      <span className={`${shape} flex items-center justify-center bg-gray-50 text-gray-400`} role={label ? "img" : undefined} aria-label={label}>
        <ImageIcon className="size-5" aria-hidden />
      </span>
    );
  }
  const kind = mediaKind(src);
  if (kind === "embed") {
    return (
      <span className={`${shape} flex items-center justify-center bg-gray-900 text-white`} role={label ? "img" : undefined} aria-label={label}>
        <Play className="size-5 fill-current" aria-hidden />
      </span>
    );
  }
  if (kind === "video") {
    return (
      <span className={`${shape} relative block bg-gray-900`} role={label ? "img" : undefined} aria-label={label}>
        <video src={src} muted playsInline preload="metadata" className="size-full object-cover" aria-hidden />
        <Play className="absolute inset-0 m-auto size-4 fill-white text-white drop-shadow" aria-hidden />
      </span>
    );
  }
  return (
    <span className={`${shape} block bg-gray-50`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- any URL the member typed; next/image would need every host configured */}
      <img src={src} alt={label ?? ""} loading="lazy" decoding="async" className="size-full object-cover" />
    </span>
  );
}
