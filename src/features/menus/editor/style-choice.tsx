"use client";

import { useId, type Ref } from "react";
import type { StyleOption } from "./style-options";

/** The style choice (spec §2.6): one radio per option, each with what it looks like. */
export function StyleChoice({
  legend,
  options,
  value,
  onChange,
  checkedRef,
}: {
  legend: string;
  options: readonly StyleOption[];
  value: string;
  onChange: (value: string) => void;
  checkedRef: Ref<HTMLInputElement>;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer gap-2 rounded-lg border p-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-blue-500 ${checked ? "border-gray-900 bg-gray-50" : "border-gray-200 hover:border-gray-300"}`}
            >
              <input
                ref={checked ? checkedRef : undefined}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-labelledby={`${name}-${option.value}-label`}
                aria-describedby={`${name}-${option.value}`}
                className="mt-0.5 accent-gray-900"
              />
              <span>
                <span id={`${name}-${option.value}-label`} className="block font-medium text-gray-900">
                  {option.label}
                </span>
                <span id={`${name}-${option.value}`} className="mt-0.5 block text-xs text-gray-600">
                  {option.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
