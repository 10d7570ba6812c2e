"use client";

import { Check, Type } from "lucide-react";
import { AA_CONTRAST, minContrast, readableTextColor } from "@/platform/style/contrast";
import { backgroundStops } from "@/platform/style/text-colors";
import { colorName } from "./option-labels";
import { colorTokenToCss, type BackgroundFields } from "@/platform/style/tokens";
import { ToolbarDropdown } from "./toolbar";
import { ColorPalette } from "./color-picker";

/**
 * The editor's "Text colour" choice for a block on a background (template
 * sections, heading sections …): "Automatic (readable)" (null: the text takes
 * the colour that reaches 4.5:1 on every colour of the background) or a palette
 * colour. Shows the contrast the choice gets on the block's background.
 */
export type TextColorChoiceProps = {
  /** The chosen colour token, or null for automatic. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The block's background (the current draft), to measure contrast against. */
  background: BackgroundFields;
};

/** "Automatic" or the chosen token (for summaries). */
export function textColorLabel(value: string | null): string {
  return value ? colorName(value) : "Automatic";
}

/** The choice itself: Automatic, then the palette, then the resulting contrast. */
export function TextColorPicker({ value, onChange, background }: TextColorChoiceProps) {
  const stops = backgroundStops(background);
  const shown = readableTextColor(stops, value);
  const contrast = minContrast(shown, stops);
  const weak = contrast < AA_CONTRAST;
  return (
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
      <p role="status" className={`border-t border-gray-100 pt-3 text-xs ${weak ? "font-medium text-red-700" : "text-gray-600"}`}>
        {value === null ? `Automatic uses ${colorName(shown)}: contrast` : "Contrast"} {contrast.toFixed(1)}:1 on this background.
        {weak && ` Hard to read: choose a colour with at least ${AA_CONTRAST}:1.`}
      </p>
    </div>
  );
}

/** A toolbar dropdown "Text colour" holding the TextColorPicker (for editors' style toolbars). */
export function TextColorDropdown(props: TextColorChoiceProps) {
  const shown = readableTextColor(backgroundStops(props.background), props.value);
  return (
    <ToolbarDropdown
      id="text-colour"
      label="Text colour"
      icon={<Type aria-hidden className="size-4" />}
      summary={
        <>
          <span aria-hidden className="inline-block size-4 rounded-full border border-black/10" style={{ background: colorTokenToCss(shown) ?? undefined }} />
          <span className="hidden sm:inline">{textColorLabel(props.value)}</span>
        </>
      }
      panelClassName="w-[27rem]"
    >
      <TextColorPicker {...props} />
    </ToolbarDropdown>
  );
}
