"use client";

import { ErrorState, LoadingState } from "@/ui/query-states";
import { Check } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { Modal } from "@/ui/modal";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";
import type { Metric } from "../schema";
import { errorMessage, fetchMetrics, METRIC_ERRORS, METRICS_KEY } from "./metrics-api";

export type GalleryImage = { url: string; title: string };

/** The distinct, non-empty image URLs the organization's metrics already use (videos left out). */
export function galleryImages(metrics: readonly Metric[]): GalleryImage[] {
  const seen = new Map<string, GalleryImage>();
  for (const metric of metrics) {
    const url = metric.image?.trim();
    if (!url || seen.has(url) || !isSafeMediaUrl(url) || mediaKind(url) !== "image") continue;
    seen.set(url, { url, title: metric.title });
  }
  return [...seen.values()];
}

/** Picks one of the organization's images; `onPick` gets its URL. */
export function GalleryPicker({
  open,
  onOpenChange,
  selected,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: string | null;
  onPick: (url: string) => void;
}) {
  const library = useQuery({ queryKey: METRICS_KEY, queryFn: fetchMetrics, enabled: open });
  const images = library.data ? galleryImages(library.data) : [];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Gallery" description="Images already used by your metrics." size="md" stacked>
      {library.isPending ? (
        <LoadingState label="Loading images..." />
      ) : library.isError ? (
        <ErrorState message={errorMessage(library.error, METRIC_ERRORS.load)} onRetry={() => void library.refetch()} />
      ) : images.length === 0 ? (
        <p className="py-8 text-center text-sm text-gray-500">No images yet. Add one with Media URL.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="Images">
          {images.map((image) => {
            const chosen = image.url === selected;
            return (
              <li key={image.url}>
                <button
                  type="button"
                  onClick={() => onPick(image.url)}
                  aria-pressed={chosen}
                  aria-label={`Use image of ${image.title}`}
                  title={image.title}
                  className={`group relative block aspect-square w-full overflow-hidden rounded-lg bg-gray-50 ring-1 transition focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
                    chosen ? "ring-2 ring-blue-600" : "ring-gray-200 hover:ring-gray-400"
                  }`}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- the organization's own image URLs, any host */}
                  <img src={image.url} alt="" loading="lazy" className="size-full object-cover transition group-hover:scale-105" />
                  {chosen && (
                    <span className="absolute top-1.5 right-1.5 rounded-full bg-blue-600 p-0.5 text-white">
                      <Check className="size-3.5" aria-hidden />
                    </span>
                  )}
                </button>
                <span className="mt-1 block truncate text-center text-xs text-gray-500" aria-hidden>
                  {image.title}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
