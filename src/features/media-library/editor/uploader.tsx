"use client";

import { Upload } from "lucide-react";
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { Button } from "@/ui/button";
import { MEDIA_MESSAGES } from "../rules";
import type { MediaRecord } from "../types";
import { sendFile } from "./api";

type Pending = { key: string; file: File; preview: string | null; alt: string; decorative: boolean; progress: number | null; error: string | null };

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif,image/svg+xml,video/mp4,video/webm";
let counter = 0;

/**
 * Adds files to the library: drop them, paste them or choose them (several at
 * once); each image asks its alt text (or "Decorative") before it is sent, and
 * each shows its own progress bar while it uploads.
 */
export function Uploader({ onUploaded }: { onUploaded: (file: MediaRecord) => void }) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hint = useId();

  const add = (files: FileList | File[]) => {
    const next = [...files].map((file) => ({
      key: `${++counter}`,
      file,
      preview: file.type.startsWith("image/") ? URL.createObjectURL(file) : null,
      alt: "",
      decorative: false,
      progress: null,
      error: null,
    }));
    if (next.length) setPending((list) => [...list, ...next]);
  };
  const patch = (key: string, change: Partial<Pending>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const remove = (key: string) => setPending((list) => list.filter((p) => p.key !== key));

  const uploadAll = async () => {
    const ready = pending.filter((p) => p.progress === null);
    let missing = false;
    for (const p of ready) {
      if (p.file.type.startsWith("image/") && !p.decorative && !p.alt.trim()) {
        patch(p.key, { error: MEDIA_MESSAGES.altRequired });
        missing = true;
      }
    }
    if (missing) return;
    await Promise.all(
      ready.map(async (p) => {
        patch(p.key, { progress: 0, error: null });
        try {
          const stored = await sendFile("/api/media", "POST", p.file, { alt: p.alt.trim(), decorative: String(p.decorative) }, (progress) =>
            patch(p.key, { progress }),
          );
          remove(p.key);
          if (p.preview) URL.revokeObjectURL(p.preview);
          onUploaded(stored);
        } catch (error) {
          patch(p.key, { progress: null, error: error instanceof Error ? error.message : "Failed to upload the file" });
        }
      }),
    );
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };
  const onPaste = (event: ClipboardEvent) => {
    if (event.clipboardData.files.length) add(event.clipboardData.files);
  };
  const busy = pending.some((p) => p.progress !== null);

  return (
    <div onPaste={onPaste} className="space-y-3">
      <div
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm ${over ? "border-blue-600 bg-blue-50" : "border-gray-300"}`}
      >
        <p id={hint} className="text-gray-700">
          Drop images or videos here, paste them, or
        </p>
        <Button onClick={() => input.current?.click()} aria-describedby={hint}>
          <Upload className="size-4" aria-hidden /> Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Files to upload"
          onChange={(event) => event.target.files && add(event.target.files)}
        />
      </div>
      {pending.length > 0 && (
        <form
          method="post"
          action="/api/media"
          onSubmit={(event) => {
            event.preventDefault();
            void uploadAll();
          }}
          className="space-y-2"
          aria-label="Files to upload"
        >
          <ul className="space-y-2">
            {pending.map((p) => (
              <li key={p.key} className="flex items-start gap-3 rounded-md border border-gray-200 p-2">
                {p.preview ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a local preview of a chosen file
                  <img src={p.preview} alt="" className="size-14 shrink-0 rounded object-cover" />
                ) : (
                  <span className="flex size-14 shrink-0 items-center justify-center rounded bg-gray-100 text-xs text-gray-600">Video</span>
                )}
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="truncate text-sm font-medium text-gray-900">{p.file.name}</p>
                  <label className="block text-xs text-gray-700">
                    Alt text for {p.file.name}
                    <input
                      value={p.alt}
                      disabled={p.decorative || p.progress !== null}
                      onChange={(event) => patch(p.key, { alt: event.target.value, error: null })}
                      aria-invalid={Boolean(p.error) || undefined}
                      className="mt-0.5 block w-full rounded border border-gray-300 px-2 py-1 text-sm"
                    />
                  </label>
                  <label className="flex items-center gap-1.5 text-xs text-gray-700">
                    <input
                      type="checkbox"
                      checked={p.decorative}
                      disabled={p.progress !== null}
                      onChange={(event) => patch(p.key, { decorative: event.target.checked, error: null })}
                    />
                    Decorative (no alt text)
                  </label>
                  {p.progress !== null && <progress className="block h-2 w-full" max={1} value={p.progress} aria-label={`Uploading ${p.file.name}`} />}
                  {p.error && (
                    <p role="alert" className="text-xs text-red-700">
                      {p.error}
                    </p>
                  )}
                </div>
                <Button
                  variant="ghost"
                  className="!px-2 !py-1 !text-xs"
                  disabled={p.progress !== null}
                  onClick={() => remove(p.key)}
                  aria-label={`Remove ${p.file.name}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <Button type="submit" variant="primary" busy={busy} busyLabel="Uploading...">
            {busy ? "Uploading..." : `Upload ${pending.length === 1 ? "1 file" : `${pending.length} files`}`}
          </Button>
        </form>
      )}
    </div>
  );
}
