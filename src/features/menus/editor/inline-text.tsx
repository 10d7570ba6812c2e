"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useCancelDialogEscapeWhile } from "@/ui/sortable";

type Props = {
  /** The field in plain words: "name", "slug", "description". */
  field: string;
  /** Whose field it is, for the accessible names ("Edit slug of About us"). */
  owner: string;
  value: string;
  /** What the button shows (defaults to the value; e.g. "/about-us" for a slug). */
  display?: string;
  /** Shown when the value is empty. */
  placeholder: string;
  /** The typed text on Enter or leaving the field; the caller decides whether it saves (spec §5). */
  onCommit: (draft: string) => void;
  className?: string;
};

/**
 * Inline editing of one field (spec §4): the value as a button; activating it turns it
 * into a text field. Enter (or leaving the field) commits, Escape cancels (and only the
 * edit: the dialog stays open); focus goes back to the button.
 */
export function InlineText({ field, owner, value, display, placeholder, onCommit, className = "" }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const button = useRef<HTMLButtonElement>(null);
  const finished = useRef(false);
  const returnFocus = useRef(false);
  const hintId = useId();
  useCancelDialogEscapeWhile(editing);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [editing]);

  const start = () => {
    finished.current = false;
    setDraft(value);
    setEditing(true);
  };
  const finish = (commit: boolean, refocus: boolean) => {
    if (finished.current) return;
    finished.current = true;
    returnFocus.current = refocus;
    setEditing(false);
    if (commit) onCommit(draft);
  };

  if (editing) {
    return (
      <span className={`inline-flex min-w-0 flex-col ${className}`}>
        <input
          autoFocus
          value={draft}
          aria-label={field === "name" ? `Name of ${owner}` : `${capitalize(field)} of ${owner}`}
          aria-describedby={hintId}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              finish(true, true);
            } else if (event.key === "Escape") {
              event.preventDefault();
              finish(false, true);
            }
          }}
          onBlur={() => finish(true, false)}
          className="w-full min-w-40 rounded-md border border-blue-500 bg-white px-2 py-1 text-sm text-gray-900 ring-2 ring-blue-500/30 outline-none"
        />
        <span id={hintId} className="mt-0.5 text-xs text-gray-600">
          Enter saves, Escape cancels
        </span>
      </span>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      data-field={field}
      onClick={start}
      className={`max-w-full truncate rounded px-1 py-0.5 text-left hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${value ? "" : "text-gray-600 italic"} ${className}`}
    >
      <span className="sr-only">{field === "name" ? "Edit name: " : `Edit ${field} of ${owner}: `}</span>
      {value ? (display ?? value) : placeholder}
    </button>
  );
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
