"use client";

import { LoaderCircle, Pencil, Plus } from "lucide-react";
import type { Ref } from "react";

/**
 * The per-section button, portalled into the section's edit slot. While the
 * section loads it is busy: it keeps focus (so focus can return to it when the
 * editor closes) but ignores clicks.
 */
export function EditSectionButton({ title, busy, onClick }: { title: string; busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={() => !busy && onClick()}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      aria-label={`Edit section: ${title}`}
      className="inline-flex items-center gap-1.5 rounded-full border border-gray-200 bg-white/95 px-3 py-1.5 text-xs font-semibold text-gray-800 shadow-md shadow-gray-900/10 backdrop-blur transition hover:border-gray-300 hover:bg-white hover:shadow-lg focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none aria-busy:cursor-wait aria-busy:opacity-70"
    >
      {busy ? <LoaderCircle aria-hidden className="size-3.5 animate-spin" /> : <Pencil aria-hidden className="size-3.5" />}
      {busy ? "Opening..." : "Edit section"}
    </button>
  );
}

/** The floating button that opens the editor in create mode. */
export function NewSectionButton({ onClick, buttonRef }: { onClick: () => void; buttonRef: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onClick}
      aria-label="New section"
      className="fixed right-6 bottom-6 z-40 inline-flex items-center gap-2 rounded-full bg-gray-900 px-5 py-3 text-sm font-semibold text-white shadow-xl shadow-gray-900/25 transition hover:bg-gray-800 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      <Plus aria-hidden className="size-4" />
      New section
    </button>
  );
}
