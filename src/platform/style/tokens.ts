import type { CSSProperties } from "react";

/**
 * Style tokens stored in the database (DESIGN.md "Data and rules") and the one
 * place that turns them into CSS. Tokens become CSS values, never class names.
 *
 * Colours use Tailwind 4's palette variables (`--color-{family}-{shade}`).
 * Tailwind only emits the variables a page uses, so `src/app/globals.css` must
 * import Tailwind with the static theme option to emit the whole palette:
 *
 *   @import "tailwindcss" theme(static);
 */

export const COLOR_FAMILIES = [
  "slate",
  "gray",
  "zinc",
  "neutral",
  "stone",
  "red",
  "orange",
  "amber",
  "yellow",
  "lime",
  "green",
  "emerald",
  "teal",
  "cyan",
  "sky",
  "blue",
  "indigo",
  "violet",
  "purple",
  "fuchsia",
  "pink",
  "rose",
] as const;
export const COLOR_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

export type ColorFamily = (typeof COLOR_FAMILIES)[number];
export type ColorShade = (typeof COLOR_SHADES)[number];
export type ColorToken = "white" | "black" | `${ColorFamily}-${ColorShade}`;

const PLAIN_COLORS = new Map<string, string>([
  ["white", "#fff"],
  ["black", "#000"],
]);
const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for a palette token such as `blue-600`, `white` or `black`. */
export function isColorToken(value: unknown): value is ColorToken {
  if (typeof value !== "string") return false;
  if (PLAIN_COLORS.has(value)) return true;
  const match = /^([a-z]+)-(\d+)$/.exec(value);
  return !!match && (COLOR_FAMILIES as readonly string[]).includes(match[1]) && (COLOR_SHADES as readonly number[]).includes(Number(match[2]));
}

/** `blue-600` → `var(--color-blue-600)`, `white` → `#fff`, `#abc` as is; null for anything else. */
export function colorTokenToCss(token: string | null | undefined): string | null {
  if (!token) return null;
  if (HEX_COLOR.test(token)) return token;
  if (!isColorToken(token)) return null;
  return PLAIN_COLORS.get(token) ?? `var(--color-${token})`;
}

export type Gradient = { from?: string | null; via?: string | null; to?: string | null };
export type GradientPreset = { id: string; name: string; from: ColorToken; via?: ColorToken; to: ColorToken };

/**
 * The eight presets of spec/editors.md §9. Every stop of a preset reaches 4.5:1
 * with one text colour (white or gray-950; contrast.test.ts). Ocean Breeze,
 * Sunset Glow and Fire Blaze ended one shade darker (blue-600, purple-600,
 * red-600): light ends too light for white text and a dark end too dark for dark
 * text, so no text colour could pass; their last stop is now the 500 shade.
 */
export const GRADIENT_PRESETS: readonly GradientPreset[] = [
  { id: "ocean-breeze", name: "Ocean Breeze", from: "cyan-400", via: "sky-500", to: "blue-500" },
  { id: "sunset-glow", name: "Sunset Glow", from: "orange-400", via: "rose-500", to: "purple-500" },
  { id: "fresh-growth", name: "Fresh Growth", from: "lime-400", via: "green-500", to: "emerald-600" },
  { id: "purple-dreams", name: "Purple Dreams", from: "violet-400", via: "purple-500", to: "fuchsia-500" },
  { id: "fire-blaze", name: "Fire Blaze", from: "yellow-400", via: "orange-500", to: "red-500" },
  { id: "deep-ocean", name: "Deep Ocean", from: "blue-800", via: "indigo-900", to: "slate-900" },
  { id: "forest-path", name: "Forest Path", from: "emerald-700", via: "green-800", to: "teal-900" },
  { id: "rose-garden", name: "Rose Garden", from: "rose-300", via: "pink-400", to: "fuchsia-500" },
];

/** Stops of presets before they were made readable (the last stop was one shade darker). */
const FORMER_PRESET_ENDS: Record<string, { before: string; after: ColorToken }> = {
  "ocean-breeze": { before: "blue-600", after: "blue-500" },
  "sunset-glow": { before: "purple-600", after: "purple-500" },
  "fire-blaze": { before: "red-600", after: "red-500" },
};

/** A stored gradient with a preset's former stops, as that preset is now (records are converted when read). */
export function currentGradient<T extends Gradient | null>(gradient: T): T {
  if (!gradient) return gradient;
  for (const preset of GRADIENT_PRESETS) {
    const former = FORMER_PRESET_ENDS[preset.id];
    if (former && gradient.from === preset.from && (gradient.via ?? null) === (preset.via ?? null) && gradient.to === former.before) {
      return { ...gradient, to: former.after };
    }
  }
  return gradient;
}

export type GradientDirection = "to right" | "to left" | "to bottom" | "to top" | "to bottom right" | "to bottom left" | "to top right" | "to top left";

/** `linear-gradient(to right, from, [via,] to)`; null unless both ends are valid colours. */
export function gradientToCss(gradient: Gradient, direction: GradientDirection = "to right"): string | null {
  const from = colorTokenToCss(gradient.from);
  const to = colorTokenToCss(gradient.to);
  if (!from || !to) return null;
  const via = colorTokenToCss(gradient.via);
  return `linear-gradient(${[direction, from, via, to].filter(Boolean).join(", ")})`;
}

export type BackgroundFields = {
  background_color?: string | null;
  is_gradient?: boolean | null;
  gradient?: Gradient | null;
};

/** Inline style for a section's background: the gradient when set and valid, else the solid colour, else nothing. */
export function backgroundStyle({ background_color, is_gradient, gradient }: BackgroundFields): CSSProperties {
  const image = is_gradient && gradient ? gradientToCss(gradient) : null;
  if (image) return { background: image };
  const color = colorTokenToCss(background_color);
  return color ? { backgroundColor: color } : {};
}

/** Image height labels of spec/editors.md §9 (Tailwind spacing scale, h-8 … h-96). */
export const IMAGE_HEIGHT_OPTIONS = [
  "h-8",
  "h-10",
  "h-12",
  "h-16",
  "h-20",
  "h-24",
  "h-28",
  "h-32",
  "h-36",
  "h-40",
  "h-44",
  "h-48",
  "h-52",
  "h-56",
  "h-60",
  "h-64",
  "h-72",
  "h-80",
  "h-96",
] as const;
export type ImageHeight = (typeof IMAGE_HEIGHT_OPTIONS)[number];

/** `h-N` → `N × 0.25rem` (h-8 → `2rem`, h-96 → `24rem`); null for labels not in the list. */
export function imageHeightToCss(label: string | null | undefined): string | null {
  if (!label || !(IMAGE_HEIGHT_OPTIONS as readonly string[]).includes(label)) return null;
  return `${Number(label.slice(2)) * 0.25}rem`;
}

export const TEXT_STYLE_VARIANTS = ["default", "apple", "{product}"] as const;
export type TextStyleVariant = (typeof TEXT_STYLE_VARIANTS)[number];

/** Text size tokens (Tailwind's scale), e.g. the hero's `text-7xl` title. */
export const TEXT_SIZES = [
  "text-xs",
  "text-sm",
  "text-base",
  "text-lg",
  "text-xl",
  "text-2xl",
  "text-3xl",
  "text-4xl",
  "text-5xl",
  "text-6xl",
  "text-7xl",
  "text-8xl",
  "text-9xl",
] as const;
export type TextSizeToken = (typeof TEXT_SIZES)[number];

/** `text-7xl` → `var(--text-7xl)` (4.5rem); whole pixels (a dragged size) → `64px`; null for anything else. */
export function textSizeToCss(size: string | number | null | undefined): string | null {
  if (typeof size === "number") return Number.isFinite(size) && size > 0 ? `${size}px` : null;
  return size && (TEXT_SIZES as readonly string[]).includes(size) ? `var(--${size})` : null;
}

/** Content widths of spec/editors.md §9; `full` has no maximum. */
export const CONTENT_WIDTHS = ["2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "full"] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];

/** `2xl` → `var(--container-2xl)` (42rem), `full` → `none`; null for anything else. */
export function contentWidthToCss(width: string | null | undefined): string | null {
  if (width === "full") return "none";
  return width && (CONTENT_WIDTHS as readonly string[]).includes(width) ? `var(--container-${width})` : null;
}

export const FONT_WEIGHTS = ["normal", "medium", "semibold", "bold"] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

const WEIGHT_VALUES: Record<FontWeight, number> = { normal: 400, medium: 500, semibold: 600, bold: 700 };

/** `semibold` → 600; null for anything else. */
export function fontWeightToCss(weight: string | null | undefined): number | null {
  return weight && Object.hasOwn(WEIGHT_VALUES, weight) ? WEIGHT_VALUES[weight as FontWeight] : null;
}

/** The colours text stands on for a background (the check of contrast): a valid gradient's stops, else the solid colour (none: the page's white). */
export function backgroundStops({ background_color, is_gradient, gradient }: BackgroundFields): (string | null | undefined)[] {
  const current = is_gradient && gradient ? currentGradient(gradient) : null;
  if (current && gradientToCss(current)) return [current.from, current.via, current.to].filter(Boolean);
  return [background_color ?? "white"];
}
