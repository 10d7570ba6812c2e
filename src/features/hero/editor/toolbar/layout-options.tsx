"use client";

import { useId } from "react";
import { BackgroundPicker } from "@/ui/color-picker";
import { CONTENT_WIDTHS } from "@/platform/style/tokens";
import { TEXT_ALIGNMENTS, type HeroAnimation } from "../../constants";
import { fullGradient, type HeroForm } from "../form-state";
import { Choice, INPUT_CLASS, Toggle } from "./controls";

const ANIMATIONS: { value: HeroAnimation; label: string }[] = [
  { value: "", label: "None" },
  { value: "DotGrid", label: "DotGrid" },
  { value: "LetterGlitch", label: "LetterGlitch" },
  { value: "MagicBento", label: "MagicBento" },
];

type Props = { form: HeroForm; set: (form: HeroForm) => void };

/** The Layout dropdown: width, alignment, columns, background (colour, gradient, animation), heading level, tag line. */
export function LayoutOptions({ form, set }: Props) {
  const id = useId();
  const bg = form.background_style;
  const background = { background_color: bg.color, is_gradient: bg.is_gradient, gradient: bg.gradient };
  return (
    <div className="space-y-4">
      <Choice
        legend="Block width"
        value={form.title_style.blockWidth}
        options={CONTENT_WIDTHS.map((width) => ({ value: width, label: width === "full" ? "Full" : width }))}
        onChange={(blockWidth) => set({ ...form, title_style: { ...form.title_style, blockWidth } })}
      />
      <Choice
        legend="Alignment"
        value={form.title_style.alignment}
        options={TEXT_ALIGNMENTS.map((a) => ({ value: a, label: a[0]!.toUpperCase() + a.slice(1) }))}
        onChange={(alignment) => set({ ...form, title_style: { ...form.title_style, alignment } })}
      />
      <Choice
        legend="Columns (the image beside the text takes one)"
        value={bg.column}
        options={[1, 2, 3].map((n) => ({ value: n, label: String(n) }))}
        onChange={(column) => set({ ...form, title_style: { ...form.title_style, blockColumns: column }, background_style: { ...bg, column } })}
      />
      <Choice
        legend="Animated background"
        value={form.animation_element}
        options={ANIMATIONS}
        onChange={(animation_element) => set({ ...form, animation_element })}
      />
      <fieldset className="space-y-1.5">
        <legend className="text-xs font-semibold text-gray-700">Background</legend>
        <BackgroundPicker
          value={background}
          onChange={(next) =>
            set({
              ...form,
              background_style: {
                ...bg,
                color: next.background_color,
                is_gradient: next.is_gradient,
                gradient: next.gradient ? fullGradient(next.gradient) : bg.gradient,
              },
            })
          }
        />
      </fieldset>
      <Toggle
        label="The title is the page's main heading"
        hint="Leave on for the top of a page (search engines read it as the page's title)."
        checked={bg.seo_title}
        onChange={(seo_title) => set({ ...form, background_style: { ...bg, seo_title } })}
      />
      <div className="space-y-1">
        <label htmlFor={id} className="text-xs font-semibold text-gray-700">
          Tag line (shown above the title with an Explore link to the blog)
        </label>
        <input id={id} className={INPUT_CLASS} value={form.tag_line} maxLength={200} onChange={(event) => set({ ...form, tag_line: event.target.value })} />
      </div>
    </div>
  );
}
