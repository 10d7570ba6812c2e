"use client";

import { ArrowDown, ArrowUp, ImageIcon, Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ChooseFromLibrary } from "@/features/media-library";
import type { ListField } from "@/platform/lists";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";
import { Button } from "@/ui/button";

const FIELD =
  "block w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";
const SMALL = "!px-2.5 !py-1.5 !text-xs";
const ICON_BUTTON = "rounded p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-40 disabled:hover:bg-transparent";

/** A small preview of an image address as it is typed (a placeholder while it is none, or does not load). */
function ImagePreview({ url }: { url: string }) {
  const src = url.trim();
  const [failed, setFailed] = useState<string | null>(null);
  const box = "flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-gray-50 text-gray-400 ring-1 ring-gray-200";
  if (src === "" || !isSafeMediaUrl(src) || mediaKind(src) !== "image" || failed === src)
    return (
      <span className={box} aria-hidden>
        <ImageIcon className="size-5" />
      </span>
    );
  return (
    <span className={box} aria-hidden>
      {/* eslint-disable-next-line @next/next/no-img-element -- the organization's own image addresses, any host */}
      <img src={src} alt="" decoding="async" referrerPolicy="no-referrer" className="size-full object-cover" onError={() => setFailed(src)} />
    </span>
  );
}

/**
 * An image field of a list item: its address typed (https:// or a path of this
 * site), or chosen from the media library beside it, with a small preview. The
 * label names the group, so each item's "Choose from library" says which field it fills.
 */
export function ImageInput({
  field,
  value,
  onChange,
  hint,
  hintId,
}: {
  field: Extract<ListField, { kind: "image" }>;
  value: unknown;
  onChange: (value: string) => void;
  hint: ReactNode;
  hintId?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const text = typeof value === "string" ? value : "";
  return (
    <div role="group" aria-labelledby={labelId}>
      <label id={labelId} htmlFor={id} className="block text-sm font-medium text-gray-800">
        {field.label}
      </label>
      <div className="mt-1 flex items-start gap-3">
        <ImagePreview url={text} />
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            className={FIELD}
            aria-describedby={hintId}
            placeholder={field.placeholder ?? "https://… or /…"}
            value={text}
            onChange={(e) => onChange(e.target.value)}
          />
          <ChooseFromLibrary accept="image" onPick={(url) => onChange(url)} className={`mt-1.5 ${SMALL}`} />
        </div>
      </div>
      {hint}
    </div>
  );
}

type Row = { id: number; url: string };
let rowIds = 0;
const newRow = (url: string): Row => ({ id: ++rowIds, url });
const addresses = (rows: readonly Row[]) => rows.map((row) => row.url.trim()).filter(Boolean);

/** Where focus goes after a row moved or went: a control of a row (by its id), or the Add button. */
type FocusTarget = { row: number; control: "input" | "up" | "down" | "remove" } | "add" | null;

/**
 * Image addresses in order, one row each (a preview, the address, move up and down,
 * remove): a row added empty to type in, or chosen from the media library (added at
 * the end). The value is the addresses typed, empty rows left out; a row being typed
 * stays while its text is the person's own.
 */
export function ImagesInput({
  field,
  value,
  onChange,
  hint,
  hintId,
}: {
  field: Extract<ListField, { kind: "images" }>;
  value: unknown;
  onChange: (value: string[]) => void;
  hint: ReactNode;
  hintId?: string;
}) {
  const id = useId();
  const urls = Array.isArray(value) ? value.filter((url): url is string => typeof url === "string") : [];
  const [rows, setRows] = useState<Row[]>(() => urls.map(newRow));
  // Where focus goes once the rows changed (asked by the button that changed them).
  const pendingFocus = useRef<FocusTarget>(null);
  // Rows of another value (the item was reset): shown as that value's addresses.
  const shown = JSON.stringify(addresses(rows)) === JSON.stringify(urls) ? rows : urls.map((url, index) => ({ id: -(index + 1), url }));
  const full = field.max !== undefined && shown.length >= field.max;
  const controlId = (row: number, control: string) => `${id}-${row}-${control}`;

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    document.getElementById(target === "add" ? `${id}-add` : controlId(target.row, target.control))?.focus();
  });

  const update = (next: Row[], then: FocusTarget = null) => {
    setRows(next);
    pendingFocus.current = then;
    onChange(addresses(next));
  };
  const move = (from: number, to: number, control: "up" | "down") => {
    const next = [...shown];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    // At the top or the bottom its button in that direction is disabled: focus the other one.
    const edge = (control === "up" && to === 0) || (control === "down" && to === next.length - 1);
    update(next, { row: moved!.id, control: edge ? (control === "up" ? "down" : "up") : control });
  };
  const remove = (index: number) => {
    const next = shown.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    update(next, neighbour ? { row: neighbour.id, control: "remove" } : "add");
  };

  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-gray-800">{field.label}</legend>
      {hint}
      {shown.length === 0 ? (
        <p className="mt-1.5 text-sm text-gray-600">No images yet.</p>
      ) : (
        <ol className="mt-1.5 space-y-2">
          {shown.map((row, index) => {
            const name = `Image ${index + 1}`;
            return (
              <li key={row.id} className="flex items-center gap-2">
                <ImagePreview url={row.url} />
                <input
                  id={controlId(row.id, "input")}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  aria-label={name}
                  className={`${FIELD} min-w-0 flex-1`}
                  placeholder="https://… or /…"
                  value={row.url}
                  onChange={(e) => update(shown.map((other) => (other.id === row.id ? { ...other, url: e.target.value } : other)))}
                />
                <button
                  type="button"
                  id={controlId(row.id, "up")}
                  className={ICON_BUTTON}
                  aria-label={`Move ${name.toLowerCase()} up`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, "up")}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  id={controlId(row.id, "down")}
                  className={ICON_BUTTON}
                  aria-label={`Move ${name.toLowerCase()} down`}
                  title="Move down"
                  disabled={index === shown.length - 1}
                  onClick={() => move(index, index + 1, "down")}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  id={controlId(row.id, "remove")}
                  className={`${ICON_BUTTON} hover:!bg-red-50 hover:!text-red-700`}
                  aria-label={`Remove ${name.toLowerCase()}`}
                  title="Remove"
                  onClick={() => remove(index)}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {full ? (
        <p className="mt-2 text-xs text-gray-600">At most {field.max} images.</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            id={`${id}-add`}
            className={SMALL}
            onClick={() => {
              const row = newRow("");
              update([...shown, row], { row: row.id, control: "input" });
            }}
          >
            <Plus className="size-3.5" aria-hidden /> Add an address
          </Button>
          <ChooseFromLibrary accept="image" onPick={(url) => update([...shown, newRow(url)])} className={SMALL} />
        </div>
      )}
    </fieldset>
  );
}
