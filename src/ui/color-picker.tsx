"use client";

import { Check } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { CustomColorField } from "./custom-color";
import { colorName } from "./option-labels";
import { COLOR_FAMILIES, COLOR_SHADES, GRADIENT_PRESETS, colorTokenToCss, gradientToCss, type Gradient, type GradientPreset } from "@/platform/style/tokens";

/** Columns are colour families, rows are shades; white and black sit in a row of their own. */
const paletteRows = (families: readonly string[]): string[][] => [
  ["white", "black"],
  ...COLOR_SHADES.map((shade) => families.map((family) => `${family}-${shade}`)),
];
const ROWS = paletteRows(COLOR_FAMILIES);

/**
 * The palette as a grid of swatches (one Tab stop, arrow keys move, Enter/Space choose).
 * `families` narrows it (the header and footer editors offer the spec's short palette).
 */
export function ColorPalette({
  value,
  onChange,
  label = "Colour palette",
  families,
}: {
  value: string | null;
  onChange: (token: string) => void;
  label?: string;
  families?: readonly string[];
}) {
  const rows = families ? paletteRows(families) : ROWS;
  const all = rows.flat();
  const [focused, setFocused] = useState(() => Math.max(0, all.indexOf(value ?? "")));
  const ref = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const [row, col] = position(rows, all[focused]!);
    const step: Record<string, [number, number]> = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };
    const delta = step[event.key];
    if (!delta) return;
    event.preventDefault();
    const nextRow = Math.min(rows.length - 1, Math.max(0, row + delta[0]));
    const cells = rows[nextRow]!;
    const nextCol = Math.min(cells.length - 1, Math.max(0, col + delta[1]));
    const index = all.indexOf(cells[nextCol]!);
    setFocused(index);
    ref.current?.querySelectorAll<HTMLElement>("[data-swatch]")[index]?.focus();
  };

  return (
    <div className="space-y-3">
      <div ref={ref} role="group" aria-label={label} onKeyDown={move} className="space-y-1">
        {rows.map((row, r) => (
          <div
            key={r}
            className={`grid gap-0.5 ${r === 0 ? "mb-2 grid-cols-2 gap-2" : ""}`}
            style={r === 0 ? undefined : { gridTemplateColumns: `repeat(${row.length}, minmax(0, 1fr))` }}
          >
            {row.map((token) => {
              const index = all.indexOf(token);
              const selected = token === value;
              return (
                <button
                  key={token}
                  type="button"
                  data-swatch
                  tabIndex={index === focused ? 0 : -1}
                  aria-label={colorName(token)}
                  title={colorName(token)}
                  aria-pressed={selected}
                  onClick={() => {
                    setFocused(index);
                    onChange(token);
                  }}
                  className={`relative flex items-center justify-center gap-2 ring-offset-1 focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
                    r === 0 ? "h-7 rounded-md border border-gray-200 text-xs font-medium" : "aspect-square min-w-4 rounded-[3px]"
                  } ${selected ? "z-10 ring-2 ring-gray-900" : "hover:scale-125 hover:z-10"} transition-transform`}
                  style={{ background: colorTokenToCss(token) ?? undefined, color: token === "black" ? "#fff" : undefined }}
                >
                  {r === 0 && <span>{colorName(token)}</span>}
                  {selected && r !== 0 && <Check aria-hidden className={`size-3 ${Number(token.split("-")[1]) >= 400 ? "text-white" : "text-gray-900"}`} />}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <CustomColorField value={value} onChange={onChange} />
    </div>
  );
}

function position(rows: string[][], token: string): [number, number] {
  const row = rows.findIndex((cells) => cells.includes(token));
  return [row, rows[row]!.indexOf(token)];
}

/** The preset whose stops equal this gradient, if any. */
export function matchPreset(gradient: Gradient | null | undefined): GradientPreset | null {
  if (!gradient) return null;
  return GRADIENT_PRESETS.find((p) => p.from === gradient.from && (p.via ?? null) === (gradient.via ?? null) && p.to === gradient.to) ?? null;
}

/** The eight named gradient presets, each with its swatch: a radio group (one Tab stop on the selected preset, arrow keys move and choose). */
export function GradientPresetPicker({ value, onChange }: { value: Gradient | null; onChange: (preset: GradientPreset) => void }) {
  const current = matchPreset(value);
  const stop = Math.max(
    0,
    GRADIENT_PRESETS.findIndex((p) => p.id === current?.id),
  );
  const ref = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const from = GRADIENT_PRESETS.findIndex((p) => p.id === (event.target as HTMLElement).dataset.preset);
    const next = (Math.max(0, from) + step + GRADIENT_PRESETS.length) % GRADIENT_PRESETS.length;
    onChange(GRADIENT_PRESETS[next]!);
    ref.current?.querySelectorAll<HTMLElement>("[data-preset]")[next]?.focus();
  };
  return (
    <div ref={ref} role="radiogroup" aria-label="Gradient presets" onKeyDown={move} className="grid grid-cols-2 gap-2">
      {GRADIENT_PRESETS.map((preset, i) => {
        const selected = current?.id === preset.id;
        return (
          <button
            key={preset.id}
            type="button"
            role="radio"
            data-preset={preset.id}
            aria-checked={selected}
            tabIndex={i === stop ? 0 : -1}
            onClick={() => onChange(preset)}
            className={`group flex items-center gap-2.5 rounded-lg border p-1.5 pr-2.5 text-left text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
              selected ? "border-gray-900 bg-gray-50" : "border-gray-200 hover:border-gray-300 hover:bg-gray-50"
            }`}
          >
            <span aria-hidden className="h-8 w-12 shrink-0 rounded-md shadow-inner" style={{ background: gradientToCss(preset) ?? undefined }} />
            <span className="flex-1 text-gray-800">{preset.name}</span>
            {selected && <Check aria-hidden className="size-4 text-gray-900" />}
          </button>
        );
      })}
    </div>
  );
}

export type BackgroundValue = { background_color: string | null; is_gradient: boolean; gradient: Gradient | null };

/** A short name of a background for summaries: the preset's name, the colour token, "Custom gradient" or "None". */
export function backgroundLabel(value: BackgroundValue): string {
  if (value.is_gradient && value.gradient) return matchPreset(value.gradient)?.name ?? "Custom gradient";
  return value.background_color ? colorName(value.background_color) : "None";
}

/** A small swatch of a background (for toolbar summaries). */
export function BackgroundSwatch({ value }: { value: BackgroundValue }) {
  const css = value.is_gradient && value.gradient ? gradientToCss(value.gradient) : colorTokenToCss(value.background_color);
  return (
    <span
      aria-hidden
      className="inline-block size-4 rounded-full border border-black/10"
      style={{ background: css ?? "repeating-conic-gradient(#e5e7eb 0 25%, #fff 0 50%) 50% / 8px 8px" }}
    />
  );
}

/**
 * Solid colour from the palette or one of the gradient presets. Choosing a colour
 * clears the gradient; choosing a preset sets is_gradient and the preset's stops.
 */
export function BackgroundPicker({ value, onChange }: { value: BackgroundValue; onChange: (value: BackgroundValue) => void }) {
  const [tab, setTab] = useState<"solid" | "gradient">(value.is_gradient ? "gradient" : "solid");
  const tabClass = (active: boolean) =>
    `flex-1 rounded-md px-3 py-1.5 text-xs font-semibold transition-colors ${active ? "bg-white text-gray-900 shadow-sm" : "text-gray-600 hover:text-gray-900"}`;
  return (
    <div className="space-y-3">
      <div className="flex rounded-lg bg-gray-100 p-1" role="group" aria-label="Background kind">
        <button type="button" aria-pressed={tab === "solid"} className={tabClass(tab === "solid")} onClick={() => setTab("solid")}>
          Solid colour
        </button>
        <button type="button" aria-pressed={tab === "gradient"} className={tabClass(tab === "gradient")} onClick={() => setTab("gradient")}>
          Gradient
        </button>
      </div>
      {tab === "solid" ? (
        <ColorPalette
          value={value.is_gradient ? null : value.background_color}
          onChange={(token) => onChange({ background_color: token, is_gradient: false, gradient: null })}
        />
      ) : (
        <GradientPresetPicker
          value={value.is_gradient ? value.gradient : null}
          onChange={(preset) =>
            onChange({ background_color: null, is_gradient: true, gradient: { from: preset.from, via: preset.via ?? null, to: preset.to } })
          }
        />
      )}
      <div className="flex items-center justify-between border-t border-gray-100 pt-3 text-xs text-gray-500">
        <span className="flex items-center gap-2">
          <BackgroundSwatch value={value} /> {backgroundLabel(value)}
        </span>
        <button
          type="button"
          className="rounded px-2 py-1 font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-40"
          disabled={!value.background_color && !value.is_gradient}
          onClick={() => onChange({ background_color: null, is_gradient: false, gradient: null })}
        >
          No background
        </button>
      </div>
    </div>
  );
}
