"use client";

import { useId, type ReactNode } from "react";
import { TEXT_SIZES } from "@/platform/style/tokens";
import type { TextSize } from "../../defaults";

/** A set of choices as native radio buttons drawn as a segmented control. */
export function Choice<T extends string | number>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-xs font-semibold text-gray-700">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className="flex-1 cursor-pointer rounded-md px-2.5 py-1.5 text-center text-xs font-medium whitespace-nowrap text-gray-700 has-checked:bg-white has-checked:text-gray-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-blue-600"
          >
            <input type="radio" name={name} className="sr-only" checked={option.value === value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A checkbox with its label. */
export function Toggle({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: ReactNode }) {
  return (
    <label className="flex items-start gap-2.5 text-sm text-gray-800">
      <input type="checkbox" className="mt-0.5 size-4 accent-gray-900" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label}
        {hint && <span className="block text-xs text-gray-500">{hint}</span>}
      </span>
    </label>
  );
}

export const INPUT_CLASS =
  "block w-full rounded-md border border-gray-300 px-2.5 py-1.5 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";

/** A size for desktop or mobile: Tailwind's sizes, and the dragged size when there is one. */
export function SizeSelect({ label, value, onChange }: { label: string; value: TextSize; onChange: (value: TextSize) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-xs font-semibold text-gray-700">
        {label}
      </label>
      <select
        id={id}
        className={INPUT_CLASS}
        value={String(value)}
        onChange={(event) => onChange(/^\d+$/.test(event.target.value) ? Number(event.target.value) : (event.target.value as TextSize))}
      >
        {typeof value === "number" && <option value={String(value)}>{value} px (dragged)</option>}
        {TEXT_SIZES.map((token) => (
          <option key={token} value={token}>
            {token.slice(5)}
          </option>
        ))}
      </select>
    </div>
  );
}
