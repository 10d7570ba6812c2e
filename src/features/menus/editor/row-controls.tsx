"use client";

import { GripVertical, Trash2 } from "lucide-react";
import type { ButtonHTMLAttributes, Ref } from "react";

/** The drag handle of a sortable row (dnd-kit's listeners and attributes go on it). */
export function DragHandle({ label, handleRef, ...rest }: { label: string; handleRef: Ref<HTMLButtonElement> } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      ref={handleRef}
      {...rest}
      type="button"
      aria-label={label}
      className="cursor-grab touch-none rounded-md p-1.5 text-gray-500 transition hover:bg-gray-100 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none active:cursor-grabbing"
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
}

/** Shown or hidden (spec §2.6), saved at once: a switch named by what it does ("Show About us in the header"). */
export function VisibilitySwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={checked ? "Shown" : "Hidden"}
      onClick={onChange}
      className={`relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-blue-500/50 focus-visible:ring-offset-2 focus-visible:outline-none motion-reduce:transition-none ${
        checked ? "bg-gray-900" : "bg-gray-400"
      }`}
    >
      <span
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${checked ? "translate-x-[18px]" : "translate-x-0.5"}`}
      />
    </button>
  );
}

export function HiddenBadge() {
  return <span className="shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">Hidden</span>;
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="rounded-md p-1.5 text-gray-600 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
    >
      <Trash2 className="size-4" aria-hidden />
    </button>
  );
}
