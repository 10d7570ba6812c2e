"use client";

import { GradientPresetPicker } from "@/ui/color-picker";
import { TextColorPicker } from "@/ui/text-color-picker";
import { FONT_WEIGHTS } from "@/platform/style/tokens";
import type { HeroForm } from "../form-state";
import { Choice, SizeSelect, Toggle } from "./controls";

type Props = { form: HeroForm; set: (form: HeroForm) => void };

const background = (form: HeroForm) => ({
  background_color: form.background_style.color,
  is_gradient: form.background_style.is_gradient,
  gradient: form.background_style.gradient,
});

/** The Title dropdown: colour or gradient, sizes, alignment. */
export function TitleOptions({ form, set }: Props) {
  const t = form.title_style;
  const style = (patch: Partial<HeroForm["title_style"]>) => set({ ...form, title_style: { ...t, ...patch } });
  return (
    <div className="space-y-4">
      <Toggle label="Gradient text" checked={t.is_gradient} onChange={(is_gradient) => style({ is_gradient })} />
      {t.is_gradient ? (
        <GradientPresetPicker value={t.gradient} onChange={(preset) => style({ gradient: { from: preset.from, via: preset.via ?? null, to: preset.to } })} />
      ) : (
        <TextColorPicker value={t.color} onChange={(color) => style({ color })} background={background(form)} />
      )}
      <div className="grid grid-cols-2 gap-3">
        <SizeSelect label="Size (desktop)" value={t.size.desktop} onChange={(desktop) => style({ size: { ...t.size, desktop } })} />
        <SizeSelect label="Size (mobile)" value={t.size.mobile} onChange={(mobile) => style({ size: { ...t.size, mobile } })} />
      </div>
    </div>
  );
}

/** The Description dropdown: colour, sizes, weight. */
export function DescriptionOptions({ form, set }: Props) {
  const d = form.description_style;
  const style = (patch: Partial<HeroForm["description_style"]>) => set({ ...form, description_style: { ...d, ...patch } });
  return (
    <div className="space-y-4">
      <TextColorPicker value={d.color} onChange={(color) => style({ color })} background={background(form)} />
      <div className="grid grid-cols-2 gap-3">
        <SizeSelect label="Size (desktop)" value={d.size.desktop} onChange={(desktop) => style({ size: { ...d.size, desktop } })} />
        <SizeSelect label="Size (mobile)" value={d.size.mobile} onChange={(mobile) => style({ size: { ...d.size, mobile } })} />
      </div>
      <Choice
        legend="Weight"
        value={d.weight}
        options={FONT_WEIGHTS.map((w) => ({ value: w, label: w[0]!.toUpperCase() + w.slice(1) }))}
        onChange={(weight) => style({ weight })}
      />
    </div>
  );
}
