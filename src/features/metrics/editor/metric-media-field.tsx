"use client";

import { Images, Link2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/ui/button";
import { GalleryPicker } from "./gallery-picker";
import { MediaUrlDialog } from "./media-url-dialog";
import { MetricThumb } from "./metric-thumb";

const small = "!px-2.5 !py-1.5 !text-xs";

/** The metric's image or video: a thumbnail and its URL, set through the Media URL dialog or the gallery. */
export function MetricMediaField({ value, rounded, onChange }: { value: string | null; rounded: boolean; onChange: (url: string | null) => void }) {
  const [dialog, setDialog] = useState<"url" | "gallery" | null>(null);
  const choose = (url: string) => {
    onChange(url);
    setDialog(null);
  };
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-gray-800">Image or video</legend>
      <div className="mt-1.5 flex items-center gap-3 rounded-lg border border-dashed border-gray-300 p-3">
        <MetricThumb url={value} rounded={rounded} size="md" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="truncate text-xs text-gray-500" data-testid="metric-media-url" title={value ?? undefined}>
            {value ?? "No media"}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog("url")} className={small}>
              <Link2 className="size-3.5" aria-hidden /> Media URL
            </Button>
            <Button onClick={() => setDialog("gallery")} className={small}>
              <Images className="size-3.5" aria-hidden /> Gallery
            </Button>
            {value && (
              <Button variant="ghost" onClick={() => onChange(null)} className={small}>
                <X className="size-3.5" aria-hidden /> Clear media
              </Button>
            )}
          </div>
        </div>
      </div>
      <MediaUrlDialog open={dialog === "url"} onOpenChange={(next) => setDialog(next ? "url" : null)} initialUrl={value ?? ""} onSubmit={choose} />
      <GalleryPicker open={dialog === "gallery"} onOpenChange={(next) => setDialog(next ? "gallery" : null)} selected={value} onPick={choose} />
    </fieldset>
  );
}
