"use client";

import { useId, useState } from "react";

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "1e40af" or "#1E40AF" → "#1e40af"; null when it is not a 3- or 6-digit hex colour. */
export function normalizeHex(input: string): string | null {
  const value = input.trim().replace(/^#?/, "#").toLowerCase();
  return HEX.test(value) ? value : null;
}

/** The 6-digit form a native colour input needs. */
const sixDigits = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex);

/**
 * A custom hex colour beside the palette: typed (applied on Enter or when
 * leaving the field, refused with a message when it is not a hex colour) or
 * picked with the browser's colour chooser.
 */
export function CustomColorField({ value, onChange }: { value: string | null; onChange: (hex: string) => void }) {
  const id = useId();
  const current = value && HEX.test(value) ? value : "";
  const [text, setText] = useState(current);
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    if (!text.trim() || text.trim() === current) return setError(null);
    const hex = normalizeHex(text);
    if (!hex) return setError("Enter a hex colour such as #1e40af");
    setError(null);
    setText(hex);
    onChange(hex);
  };

  return (
    <div className="border-t border-gray-100 pt-3">
      <label htmlFor={id} className="block text-xs font-semibold text-gray-700">
        Custom colour
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          type="color"
          aria-label="Choose a custom colour"
          value={sixDigits(current || "#000000")}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
            onChange(e.target.value);
          }}
          className="h-8 w-10 shrink-0 cursor-pointer rounded border border-gray-300 bg-white p-0.5"
        />
        <input
          id={id}
          value={text}
          placeholder="#1e40af"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={apply}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            apply();
          }}
          className="block w-full rounded-md border border-gray-300 px-2.5 py-1.5 font-mono text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none aria-invalid:border-red-500"
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
