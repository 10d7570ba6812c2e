"use client";

import { Images, Link2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/ui/button";
import { GalleryPicker } from "./gallery-picker";
import { MediaUrlDialog, type MediaAccept } from "./media-url-dialog";
import { MetricThumb } from "./metric-thumb";

const small = "!px-2.5 !py-1.5 !text-xs";

const TEXTS = {
  media: { legend: "Image or video", none: "No media", url: "Media URL", clear: "Clear media" },
  image: { legend: "Image", none: "No image", url: "Image URL", clear: "Remove image" },
} as const;

/**
 * A metric's image or video (or, with accept="image", any block's image): a
 * thumbnail and its URL, set through the URL dialog or the gallery.
 */
export function MetricMediaField({
  value,
  rounded = false,
  onChange,
  accept = "media",
}: {
  value: string | null;
  rounded?: boolean;
  onChange: (url: string | null) => void;
  accept?: MediaAccept;
}) {
  const texts = TEXTS[accept];
  const [dialog, setDialog] = useState<"url" | "gallery" | null>(null);
  const choose = (url: string) => {
    onChange(url);
    setDialog(null);
  };
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-gray-800">{texts.legend}</legend>
      <div className="mt-1.5 flex items-center gap-3 rounded-lg border border-dashed border-gray-300 p-3">
        <MetricThumb url={value} rounded={rounded} size="md" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="truncate text-xs text-gray-500" data-testid="metric-media-url" title={value ?? undefined}>
            {value ?? texts.none}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog("url")} className={small}>
              <Link2 className="size-3.5" aria-hidden /> {texts.url}
            </Button>
            <Button onClick={() => setDialog("gallery")} className={small}>
              <Images className="size-3.5" aria-hidden /> Gallery
            </Button>
            {value && (
              <Button variant="ghost" onClick={() => onChange(null)} className={small}>
                <X className="size-3.5" aria-hidden /> {texts.clear}
              </Button>
            )}
          </div>
        </div>
      </div>
      <MediaUrlDialog open={dialog === "url"} onOpenChange={(next) => setDialog(next ? "url" : null)} initialUrl={value ?? ""} onSubmit={choose} accept={accept} />
      <GalleryPicker open={dialog === "gallery"} onOpenChange={(next) => setDialog(next ? "gallery" : null)} selected={value} onPick={choose} />
    </fieldset>
  );
}
