"use client";

import { useId } from "react";

type Toggles = { is_title_displayed: boolean; is_image_rounded_full: boolean; is_card_type: boolean };

const OPTIONS: { key: keyof Toggles; label: string; hint: string }[] = [
  { key: "is_title_displayed", label: "Show title", hint: "Display the title above the description" },
  { key: "is_image_rounded_full", label: "Round image", hint: "Crop the media to a circle" },
  { key: "is_card_type", label: "Card style", hint: "Show the metric on a bordered card" },
];

/** The metric's display switches. */
export function MetricToggles({ value, onChange }: { value: Toggles; onChange: (changes: Partial<Toggles>) => void }) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-gray-800">Display</legend>
      <div className="mt-1.5 divide-y divide-gray-100 rounded-lg border border-gray-200">
        {OPTIONS.map((option) => (
          <label key={option.key} htmlFor={`${id}-${option.key}`} className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2.5">
            <span>
              <span className="block text-sm text-gray-900" id={`${id}-${option.key}-label`}>
                {option.label}
              </span>
              <span className="block text-xs text-gray-500" id={`${id}-${option.key}-hint`}>
                {option.hint}
              </span>
            </span>
            <button
              id={`${id}-${option.key}`}
              type="button"
              role="switch"
              aria-checked={value[option.key]}
              aria-labelledby={`${id}-${option.key}-label`}
              aria-describedby={`${id}-${option.key}-hint`}
              onClick={() => onChange({ [option.key]: !value[option.key] })}
              className="relative h-5 w-9 shrink-0 rounded-full bg-gray-300 transition after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-white after:shadow after:transition focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none aria-checked:bg-blue-600 aria-checked:after:translate-x-4"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
