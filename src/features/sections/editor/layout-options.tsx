"use client";

import { AlignCenter, AlignLeft, AlignRight } from "lucide-react";
import { useId } from "react";
import { SwitchRow } from "@/ui/switch-row";
import { GRID_COLUMNS } from "../schema";
import { oneOf } from "@/platform/schema/one-of";
import { IMAGE_HEIGHT_OPTIONS, TEXT_STYLE_VARIANTS } from "@/platform/style/tokens";
import { imageHeightLabel, textStyleLabel } from "@/ui/option-labels";
import type { SectionOption } from "../types/definition";
import { offers } from "../types/registry";
import { alignmentOf, withAlignment, type Alignment, type SectionDraft } from "./section-form-state";

type Props = { draft: SectionDraft; onChange: (patch: Partial<SectionDraft>) => void };

const COLUMNS = Array.from({ length: GRID_COLUMNS.max - GRID_COLUMNS.min + 1 }, (_, i) => GRID_COLUMNS.min + i);
const ALIGNMENTS: { value: Alignment; label: string; icon: typeof AlignLeft }[] = [
  { value: "left", label: "Left", icon: AlignLeft },
  { value: "center", label: "Center", icon: AlignCenter },
  { value: "right", label: "Right", icon: AlignRight },
];

const SEGMENT = "flex rounded-lg bg-gray-100 p-1";
const segmentItem = (active: boolean) =>
  `flex flex-1 cursor-pointer items-center justify-center gap-1 rounded-md py-1.5 text-xs font-semibold transition-colors has-focus-visible:ring-2 has-focus-visible:ring-blue-500/50 ${
    active ? "bg-white text-gray-900 shadow-sm" : "text-gray-600 hover:text-gray-900"
  }`;
const SELECT =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";

/**
 * The Layout dropdown: grid columns, slider, full width, title alignment, image
 * position and height, text style; each only where the section's type offers it
 * (types/registry.ts). The slider stays in sight, switched off, for the types
 * without it: it is the general type's own (spec/editors.md §3).
 */
export function LayoutOptions({ draft, onChange }: Props) {
  const name = useId();
  const alignment = alignmentOf(draft);
  const has = (option: SectionOption) => offers(draft.section_type, option);
  return (
    <div className="space-y-4">
      {has("columns") && (
        <fieldset>
          <legend className="mb-1.5 text-xs font-semibold text-gray-700">Grid columns</legend>
          <div className={SEGMENT}>
            {COLUMNS.map((n) => (
              <label key={n} className={segmentItem(draft.grid_columns === n)}>
                <input
                  type="radio"
                  name={`${name}-columns`}
                  className="sr-only"
                  checked={draft.grid_columns === n}
                  onChange={() => onChange({ grid_columns: n })}
                  aria-label={`${n} ${n === 1 ? "column" : "columns"}`}
                />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {has("alignment") && (
        <fieldset>
          <legend className="mb-1.5 text-xs font-semibold text-gray-700">Title alignment</legend>
          <div className={SEGMENT}>
            {ALIGNMENTS.map(({ value, label, icon: Icon }) => (
              <label key={value} className={segmentItem(alignment === value)}>
                <input type="radio" name={`${name}-align`} className="sr-only" checked={alignment === value} onChange={() => onChange(withAlignment(value))} />
                <Icon aria-hidden className="size-3.5" /> {label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="divide-y divide-gray-100 rounded-lg border border-gray-200">
        <SwitchRow
          label="Slider"
          hint={has("slider") ? "Show metrics as a carousel" : "General sections only"}
          checked={draft.is_slider}
          disabled={!has("slider")}
          onChange={(v) => onChange({ is_slider: v })}
        />
        {has("fullWidth") && (
          <SwitchRow label="Full width" hint="Span the whole page width" checked={draft.is_full_width} onChange={(v) => onChange({ is_full_width: v })} />
        )}
        {has("imageBottom") && (
          <SwitchRow
            label="Image at bottom"
            hint="Media below the metric text"
            checked={draft.is_image_bottom}
            onChange={(v) => onChange({ is_image_bottom: v })}
          />
        )}
      </div>
      <div className="grid gap-3">
        {has("imageHeight") && (
          <label className="block text-xs font-semibold text-gray-700">
            Image height
            <select
              className={SELECT}
              value={draft.image_metrics_height ?? ""}
              onChange={(e) => onChange({ image_metrics_height: oneOf(IMAGE_HEIGHT_OPTIONS, e.target.value) ?? null })}
            >
              <option value="">Default</option>
              {IMAGE_HEIGHT_OPTIONS.map((h) => (
                <option key={h} value={h}>
                  {imageHeightLabel(h)}
                </option>
              ))}
            </select>
          </label>
        )}
        {has("textStyle") && (
          <label className="block text-xs font-semibold text-gray-700">
            Text style
            <select
              className={SELECT}
              value={draft.text_style_variant}
              onChange={(e) => onChange({ text_style_variant: oneOf(TEXT_STYLE_VARIANTS, e.target.value) ?? "default" })}
            >
              {TEXT_STYLE_VARIANTS.map((v) => (
                <option key={v} value={v}>
                  {textStyleLabel(v)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </div>
  );
}
