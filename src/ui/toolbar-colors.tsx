"use client";

import { PaintBucket } from "lucide-react";
import { BackgroundPicker, BackgroundSwatch, backgroundLabel, type BackgroundValue } from "./color-picker";
import { TextColorDropdown } from "./text-color-picker";
import { ToolbarDropdown } from "./toolbar";

/** What a block's colour dropdowns edit: its background (a colour or a gradient) and its text colour. */
export type ToolbarColorsValue = BackgroundValue & { text_color: string | null };

/**
 * A block editor's Background and Text colour dropdowns, side by side in its
 * toolbar (the section's and the heading's toolbars): the text colour's choices
 * are checked for contrast against the background chosen beside it.
 */
export function ToolbarColors({ value, onChange }: { value: ToolbarColorsValue; onChange: (patch: Partial<ToolbarColorsValue>) => void }) {
  const background = { background_color: value.background_color, is_gradient: value.is_gradient, gradient: value.gradient };
  return (
    <>
      <ToolbarDropdown
        id="background"
        label="Background"
        icon={<PaintBucket aria-hidden className="size-4" />}
        summary={
          <>
            <BackgroundSwatch value={background} />
            <span className="hidden sm:inline">{backgroundLabel(background)}</span>
          </>
        }
        panelClassName="w-[27rem]"
      >
        <BackgroundPicker value={background} onChange={onChange} />
      </ToolbarDropdown>
      <TextColorDropdown value={value.text_color} onChange={(text_color) => onChange({ text_color })} background={background} />
    </>
  );
}
