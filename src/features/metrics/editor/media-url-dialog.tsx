"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { Modal } from "@/ui/modal";
import { isSafeMediaUrl, mediaKind, normalizeMediaUrl } from "@/platform/media/media";
import { apiFetch } from "@/platform/http/client";
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

type MediaCheck = { url: string; accept: "yes" | "confirm" | "no"; message?: string };

/** What the server found at the URL; null when the check itself failed (it is advice, so the URL is kept). */
const checkMedia = (url: string) => apiFetch<MediaCheck>("/api/media/check", { method: "POST", body: { url }, fallback: "" }).catch(() => null);

function MediaUrlForm({
  initialUrl,
  accept,
  onCancel,
  onSubmit,
}: {
  initialUrl: string;
  accept: MediaAccept;
  onCancel: () => void;
  onSubmit: (url: string) => void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  // The URL the user was asked about ("Use it anyway?"); submitting it again keeps it.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const trimmed = normalizeMediaUrl(url); // "www.example.com/a.jpg" → "https://www.example.com/a.jpg"
  const valid = trimmed !== "" && isSafeMediaUrl(trimmed) && (accept === "media" || mediaKind(trimmed) === "image");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // React events cross portals: never submit an enclosing form
    if (!valid) {
      setError(METRIC_MESSAGES.invalidUrl);
      return;
    }
    // Site paths and data:image URLs are what they say; a web address is asked from the server.
    if (!/^https?:/i.test(trimmed) || confirming === trimmed) return onSubmit(trimmed);
    setChecking(true);
    const found = await checkMedia(trimmed);
    setChecking(false);
    if (!found || found.accept === "yes") return onSubmit(found?.url ?? trimmed);
    setError(found.message ?? METRIC_MESSAGES.invalidUrl);
    setConfirming(found.accept === "confirm" ? trimmed : null);
  };

  return (
    <form method="post" action="/api/media/check" onSubmit={submit} noValidate className="space-y-4">
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
            setConfirming(null);
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
        <Button type="submit" variant="primary" busy={checking} busyLabel="Checking...">
          {confirming === trimmed ? "Use anyway" : "Use URL"}
        </Button>
      </div>
    </form>
  );
}
