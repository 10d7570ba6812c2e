"use client";

import { ChevronDown } from "lucide-react";
import { useId, useRef } from "react";
import { colorTokenToCss } from "@/platform/style/tokens";
import { ColorPalette } from "./color-picker";
import { colorName } from "./option-labels";
import { useCancelDialogEscapeWhile } from "./sortable";

type Props = {
  label: string;
  value: string | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (token: string) => void;
  /** For an optional colour (a gradient's middle stop): the words of the "none" choice. */
  clearLabel?: string;
  onClear?: () => void;
  /** Narrows the palette (the header and footer editors offer the spec's short one); else the whole palette. */
  families?: readonly string[];
};

/**
 * One colour of a style: its name and swatch on a button that opens the editors' palette
 * (ColorPalette, narrowed by `families`) below it, with a custom colour field. Escape
 * closes the palette (not the dialog) and focus goes back to the button.
 */
export function ColorField({ label, value, open, onOpenChange, onChange, clearLabel, onClear, families }: Props) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  useCancelDialogEscapeWhile(open);
  const close = () => {
    onOpenChange(false);
    trigger.current?.focus();
  };
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          close();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => onOpenChange(!open)}
        className="flex w-full items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-2 text-left text-sm hover:border-gray-300 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
      >
        <span className="w-28 shrink-0 font-medium text-gray-900">{label}</span>
        <span
          aria-hidden
          className="size-4 shrink-0 rounded-full border border-black/10"
          style={{ background: colorTokenToCss(value) ?? "repeating-conic-gradient(#e5e7eb 0 25%, #fff 0 50%) 50% / 8px 8px" }}
        />
        <span className="min-w-0 flex-1 truncate text-gray-700">{value ? colorName(value) : (clearLabel ?? "None")}</span>
        <ChevronDown aria-hidden className={`size-4 text-gray-500 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <div id={id} className="mt-2 rounded-lg border border-gray-200 p-3">
          <ColorPalette label={`${label} palette`} value={value ?? null} families={families} onChange={onChange} />
          {onClear && (
            <button
              type="button"
              onClick={onClear}
              disabled={!value}
              className="mt-2 rounded px-2 py-1 text-xs font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-50"
            >
              {clearLabel}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
