"use client";

import { Check, Type } from "lucide-react";
import { ColorPalette } from "@/ui/color-picker";
import { ToolbarDropdown } from "@/ui/toolbar";
import { colorTokenToCss, type BackgroundFields } from "@/platform/style/tokens";

/**
 * The "Text colour" toolbar choice: "Automatic (readable)" (null) or a palette colour.
 * TODO(contrast): replace with TextColorDropdown from src/ui/text-color-picker.tsx
 * (same props; it also shows the contrast on the background) once it is on main.
 */
export function TextColorDropdown({ value, onChange }: { value: string | null; onChange: (value: string | null) => void; background: BackgroundFields }) {
  return (
    <ToolbarDropdown
      id="text-colour"
      label="Text colour"
      icon={<Type aria-hidden className="size-4" />}
      summary={
        <>
          {value && <span aria-hidden className="inline-block size-4 rounded-full border border-black/10" style={{ background: colorTokenToCss(value) ?? undefined }} />}
          <span className="hidden sm:inline">{value ?? "Automatic"}</span>
        </>
      }
      panelClassName="w-[27rem]"
    >
      <div className="space-y-3">
        <button
          type="button"
          aria-pressed={value === null}
          onClick={() => onChange(null)}
          className={`flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-xs font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
            value === null ? "border-gray-900 bg-gray-50 text-gray-900" : "border-gray-200 text-gray-700 hover:bg-gray-50"
          }`}
        >
          <span className="flex-1">Automatic (readable)</span>
          {value === null && <Check aria-hidden className="size-4" />}
        </button>
        <ColorPalette label="Text colour palette" value={value} onChange={onChange} />
      </div>
    </ToolbarDropdown>
  );
}
