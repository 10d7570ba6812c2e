"use client";

import { useState } from "react";
import { MetricMediaField } from "@/features/metrics";
import { IMAGE_SIZE, type ImagePosition } from "../../constants";
import type { HeroForm } from "../form-state";
import { Choice, INPUT_CLASS, Toggle } from "./controls";

const POSITIONS: { value: ImagePosition; label: string }[] = [
  { value: "left", label: "Left" },
  { value: "right", label: "Right" },
  { value: "inline", label: "Inline" },
  { value: "full", label: "Full width" },
  { value: "background", label: "Background" },
];

type Props = { form: HeroForm; set: (form: HeroForm) => void };

/** The Image Style dropdown: the image (address, gallery, remove: the editors' shared media field), where it sits, its size, full page. */
export function ImageOptions({ form, set }: Props) {
  const image = form.image_style;
  const style = (patch: Partial<HeroForm["image_style"]>) => set({ ...form, image_style: { ...image, ...patch } });
  return (
    <div className="space-y-4">
      <MetricMediaField value={form.image} onChange={(url) => set({ ...form, image: url })} />
      <Choice legend="Position" value={image.position} options={POSITIONS} onChange={(position) => style({ position })} />
      <div className="grid grid-cols-2 gap-3">
        {(["width", "height"] as const).map((side) => (
          <PxInput key={side} label={`${side[0]!.toUpperCase()}${side.slice(1)} (px)`} value={image[side]} onChange={(px) => style({ [side]: px })} />
        ))}
      </div>
      <Toggle label="Full page height" hint="The hero fills the screen's height." checked={image.fullPage} onChange={(fullPage) => style({ fullPage })} />
    </div>
  );
}

/** Whole pixels within 50–4000: applied as soon as what is typed is valid; leaving the field shows the stored value again. */
function PxInput({ label, value, onChange }: { label: string; value: number; onChange: (px: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  return (
    <label className="space-y-1 text-xs font-semibold text-gray-700">
      <span>{label}</span>
      <input
        type="number"
        min={IMAGE_SIZE.min}
        max={IMAGE_SIZE.max}
        className={INPUT_CLASS}
        value={text ?? String(value)}
        onChange={(event) => {
          setText(event.target.value);
          const px = Number(event.target.value);
          if (Number.isInteger(px) && px >= IMAGE_SIZE.min && px <= IMAGE_SIZE.max) onChange(px);
        }}
        onBlur={() => setText(null)}
      />
    </label>
  );
}
