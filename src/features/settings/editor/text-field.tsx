"use client";

import { useId } from "react";

export const INPUT =
  "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";

/** A labelled text field of the settings tabs (one line, or several with `rows`). */
export function TextField({
  label,
  value,
  onChange,
  type = "text",
  rows,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "url";
  rows?: number;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {rows ? (
        <textarea id={id} rows={rows} className={INPUT} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} type={type} className={INPUT} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}
