"use client";

import { Plus } from "lucide-react";
import { useId, useRef, useState, type RefObject } from "react";
import { Button } from "@/ui/button";
import { useCancelDialogEscapeWhile } from "@/ui/sortable";
import { slugify } from "./model";

/**
 * A new menu or submenu item: its name (spec §5: non-empty after trimming, else Create
 * is disabled) and the link it will get. Stays open after a create for the next one.
 */
export function AddForm({
  label,
  placeholder,
  action,
  onCreate,
  onCancel,
  autoFocus,
  inputRef,
}: {
  label: string;
  placeholder: string;
  /** The route the script posts to (the form's action: a press before the scripts run goes there, never into the address). */ action: string;
  onCreate: (name: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const slug = slugify(name);
  // Escape closes this form, not the editor around it.
  useCancelDialogEscapeWhile(onCancel !== undefined);
  const create = async () => {
    if (!name.trim() || busy) return;
    // The busy Create button is disabled: keep focus in the name field, ready for the next one.
    input.current?.focus();
    setBusy(true);
    const created = await onCreate(name);
    setBusy(false);
    if (created) setName("");
  };
  return (
    <form
      method="post"
      action={action}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="block text-xs font-semibold text-gray-700">
          {label}
        </label>
        <input
          id={id}
          ref={input}
          autoFocus={autoFocus}
          value={name}
          placeholder={placeholder}
          aria-describedby={`${id}-link`}
          onChange={(event) => setName(event.target.value)}
          className="mt-1 w-full rounded-md border border-gray-300 px-2.5 py-1.5 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none"
        />
        <p id={`${id}-link`} className="mt-0.5 h-4 truncate text-xs text-gray-600">
          {slug ? `Link: /${slug}` : ""}
        </p>
      </div>
      <div className="mb-4 flex gap-2">
        <Button type="submit" variant="primary" disabled={!name.trim()} busy={busy} busyLabel="Creating...">
          <Plus aria-hidden className="size-4" />
          Create
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
