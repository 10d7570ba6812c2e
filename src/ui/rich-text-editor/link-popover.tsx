"use client";

import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/ui/button";
import { LinkChoicesContext } from "./link-choices";
import { linkUrlError, normalizeLinkUrl } from "./link-url";

export type LinkPopoverProps = {
  /** The link under the cursor, to edit; "" for a new link. */
  initialUrl: string;
  /** Called with a checked, normalised URL. */
  onApply: (url: string) => void;
  /** Shown when editing an existing link. */
  onRemove?: () => void;
  onCancel: () => void;
  /** Which edge of the toolbar the popover lines up with. */
  align?: "start" | "end";
};

/**
 * The URL field of a link: a small non-modal dialog under the Link button. A URL
 * the sanitizer would strip (javascript:, data: ...) is refused with a message
 * next to the field. Enter applies, Escape cancels (before a surrounding modal
 * sees the key). No <form>: it may sit inside the form of the editor using it.
 * Under the field, what `LinkChoicesContext` offers (the site's pages, in the editors).
 */
export function LinkPopover({ initialUrl, onApply, onRemove, onCancel, align = "start" }: LinkPopoverProps) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const choices = useContext(LinkChoicesContext);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), input: useId(), error: useId() };
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
    // Window capture runs before the dialog's document-level Escape handler.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      event.preventDefault();
      cancel.current();
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, []);

  const apply = () => {
    const problem = linkUrlError(url);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    onApply(normalizeLinkUrl(url)!);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault(); // never submit a surrounding form
    apply();
  };

  return (
    <div
      role="dialog"
      aria-labelledby={ids.title}
      className={`absolute top-full ${align === "end" ? "right-0" : "left-0"} z-40 mt-2 w-80 max-w-[calc(100vw-3rem)] rounded-xl border border-gray-200 bg-white p-3 text-left text-sm text-gray-800 shadow-xl shadow-gray-900/10`}
    >
      <h3 id={ids.title} className="sr-only">
        Link
      </h3>
      <label htmlFor={ids.input} className="block text-xs font-semibold text-gray-700">
        Link URL
      </label>
      <input
        ref={inputRef}
        id={ids.input}
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com or /about"
        aria-invalid={!!error}
        aria-describedby={error ? ids.error : undefined}
        className="mt-1 block w-full rounded-md border border-gray-300 px-2.5 py-1.5 text-sm font-normal text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none aria-invalid:border-red-500"
      />
      {error && (
        <p id={ids.error} role="alert" className="mt-1.5 text-xs leading-snug text-red-700">
          {error}
        </p>
      )}
      {choices?.({
        url: normalizeLinkUrl(url) ?? url,
        onPick: (picked) => {
          setUrl(picked);
          setError(null);
        },
      })}
      <div className="mt-3 flex items-center gap-2">
        {onRemove && (
          <Button variant="ghost" className="mr-auto px-2.5 py-1.5 text-red-700 hover:bg-red-50" onClick={onRemove}>
            Remove link
          </Button>
        )}
        <Button className={`px-2.5 py-1.5 ${onRemove ? "" : "ml-auto"}`} onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" className="px-2.5 py-1.5" onClick={apply}>
          Apply
        </Button>
      </div>
    </div>
  );
}
