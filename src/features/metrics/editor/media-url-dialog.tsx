"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { Modal } from "@/ui/modal";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";
import { METRIC_MESSAGES } from "../schema";
import { MetricThumb } from "./metric-thumb";

const KIND_LABEL = { image: "Image", video: "Video file", embed: "YouTube / Vimeo player" } as const;

/** What the dialog accepts: any media (an image, a video file, a YouTube or Vimeo page), or images only. */
export type MediaAccept = "media" | "image";

const TEXTS = {
  media: { title: "Media URL", description: "Link an image, a video file, or a YouTube or Vimeo page.", label: "Image or video URL" },
  image: { title: "Image URL", description: "Link an image (https://... or a path on this site).", label: "Image URL" },
} as const;

/** Asks for an image or video URL (non-empty, safe and of the accepted kind, else 'Please enter a valid URL'). */
export function MediaUrlDialog({
  open,
  onOpenChange,
  initialUrl,
  onSubmit,
  accept = "media",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialUrl: string;
  onSubmit: (url: string) => void;
  accept?: MediaAccept;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={TEXTS[accept].title} description={TEXTS[accept].description} size="sm" stacked>
      {/* Keyed so each opening starts from the current value. */}
      {open && <MediaUrlForm key={initialUrl} initialUrl={initialUrl} accept={accept} onCancel={() => onOpenChange(false)} onSubmit={onSubmit} />}
    </Modal>
  );
}

function MediaUrlForm({ initialUrl, accept, onCancel, onSubmit }: { initialUrl: string; accept: MediaAccept; onCancel: () => void; onSubmit: (url: string) => void }) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const trimmed = url.trim();
  const valid = trimmed !== "" && isSafeMediaUrl(trimmed) && (accept === "media" || mediaKind(trimmed) === "image");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // React events cross portals: never submit an enclosing form
    if (!valid) {
      setError(METRIC_MESSAGES.invalidUrl);
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
          {TEXTS[accept].label}
        </label>
        <input
          id={inputId}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/photo.jpg"
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          className="mt-1.5 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none aria-invalid:border-red-500"
        />
        {error && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <div className="flex items-center gap-3 rounded-lg bg-gray-50 p-3" aria-live="polite">
        <MetricThumb url={valid ? trimmed : null} size="md" />
        <p className="text-sm text-gray-600">{valid ? KIND_LABEL[mediaKind(trimmed)] : "Preview appears here"}</p>
      </div>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary">
          Use URL
        </Button>
      </div>
    </form>
  );
}
