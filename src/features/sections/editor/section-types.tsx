"use client";

import { SECTION_TYPES, type SectionType } from "../schema";
import { sectionType } from "../types/registry";
import { useCloseDropdown } from "@/ui/toolbar";

/** The nine section types, as the registry describes them; choosing one closes the dropdown. */
export function SectionTypePicker({ value, onChange }: { value: SectionType; onChange: (type: SectionType) => void }) {
  const close = useCloseDropdown();
  return (
    <div role="group" aria-labelledby="section-type-legend">
      <p id="section-type-legend" className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
        Section type
      </p>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {SECTION_TYPES.map((type) => {
          const info = sectionType(type);
          const Icon = info.icon;
          const checked = value === type;
          return (
            <button
              key={type}
              type="button"
              aria-pressed={checked}
              onClick={() => {
                onChange(type);
                close();
              }}
              className={`flex items-start gap-3 rounded-lg border p-2.5 text-left transition-colors focus-visible:ring-2 focus-visible:ring-blue-500/40 focus-visible:outline-none ${
                checked ? "border-gray-900 bg-gray-50" : "border-transparent hover:bg-gray-50"
              }`}
            >
              <span
                className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md ${checked ? "bg-gray-900 text-white" : "bg-gray-100 text-gray-600"}`}
              >
                <Icon aria-hidden className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-gray-900">{info.label}</span>
                <span className="block text-xs leading-snug text-gray-500">{info.description}</span>
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
