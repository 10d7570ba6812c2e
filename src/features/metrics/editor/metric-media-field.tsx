"use client";

import { Link2, X } from "lucide-react";
import { useState } from "react";
import { ChooseFromLibrary } from "@/features/media-library";
import { Button } from "@/ui/button";
import { MediaUrlDialog, type MediaAccept } from "./media-url-dialog";
import { MetricThumb } from "./metric-thumb";

const small = "!px-2.5 !py-1.5 !text-xs";

const TEXTS = {
  media: { legend: "Image or video", none: "No media", url: "Media URL", clear: "Clear media" },
  image: { legend: "Image", none: "No image", url: "Image URL", clear: "Remove image" },
} as const;

/**
 * A metric's image or video (or, with accept="image", any block's image): a
 * thumbnail and its URL, typed in the URL dialog or chosen from the media library
 * (the organization's uploaded files: the one place to pick an image).
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
  const [urlOpen, setUrlOpen] = useState(false);
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
            <Button onClick={() => setUrlOpen(true)} className={small}>
              <Link2 className="size-3.5" aria-hidden /> {texts.url}
            </Button>
            <ChooseFromLibrary accept={accept === "image" ? "image" : "media"} onPick={(url) => onChange(url)} className={small} />
            {value && (
              <Button variant="ghost" onClick={() => onChange(null)} className={small}>
                <X className="size-3.5" aria-hidden /> {texts.clear}
              </Button>
            )}
          </div>
        </div>
      </div>
      <MediaUrlDialog
        open={urlOpen}
        onOpenChange={setUrlOpen}
        initialUrl={value ?? ""}
        onSubmit={(url) => {
          onChange(url);
          setUrlOpen(false);
        }}
        accept={accept}
      />
    </fieldset>
  );
}
