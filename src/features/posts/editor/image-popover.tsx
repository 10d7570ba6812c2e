"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { ChooseFromLibrary } from "@/features/media-library";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";
import { Button } from "@/ui/button";

export const IMAGE_URL_MESSAGE = "Please enter a valid image URL";

/**
 * The image of a post's text: its address (https:// or a path of this site) and
 * a text for those who cannot see it, typed or chosen from the media library
 * (its address and alt text; a decorative image none). A small non-modal dialog
 * under the Image button; Enter inserts, Escape cancels.
 */
export function ImagePopover({ onInsert, onCancel }: { onInsert: (image: { src: string; alt: string }) => void; onCancel: () => void }) {
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), src: useId(), alt: useId(), error: useId() };
  useEffect(() => first.current?.focus(), []);

  const insert = () => {
    const url = src.trim();
    if (!url || !isSafeMediaUrl(url) || mediaKind(url) !== "image") return setError(IMAGE_URL_MESSAGE);
    onInsert({ src: url, alt: alt.trim() });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Keys of the library's dialog reach here through React's tree (it is portaled): they are its own.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === "Enter") {
      event.preventDefault();
      insert();
    }
  };

  return (
    <div
      role="dialog"
      aria-labelledby={ids.title}
      onKeyDown={onKeyDown}
      className="absolute top-full left-0 z-40 mt-2 w-80 max-w-[calc(100vw-3rem)] space-y-2 rounded-xl border border-gray-200 bg-white p-3 text-sm shadow-xl"
    >
      <h3 id={ids.title} className="sr-only">
        Image
      </h3>
      <label htmlFor={ids.src} className="block text-xs font-semibold text-gray-700">
        Image address
      </label>
      <input
        ref={first}
        id={ids.src}
        value={src}
        onChange={(event) => (setSrc(event.target.value), setError(null))}
        placeholder="https://example.com/photo.jpg"
        aria-invalid={!!error || undefined}
        aria-describedby={error ? ids.error : undefined}
        className="w-full rounded-md border border-gray-300 px-2 py-1.5"
      />
      {error && (
        <p id={ids.error} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
      <ChooseFromLibrary
        accept="image"
        onPick={(url, file) => {
          setSrc(url);
          setAlt(file.decorative ? "" : file.alt);
          setError(null);
        }}
        className="!px-2.5 !py-1.5 !text-xs"
      />
      <label htmlFor={ids.alt} className="block text-xs font-semibold text-gray-700">
        Description for people who cannot see it
      </label>
      <input id={ids.alt} value={alt} onChange={(event) => setAlt(event.target.value)} className="w-full rounded-md border border-gray-300 px-2 py-1.5" />
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="primary" onClick={insert}>
          Insert image
        </Button>
      </div>
    </div>
  );
}
