import { GRID_COLUMNS } from "../schema";
import { colorTokenToCss, isColorToken, type BackgroundFields } from "@/platform/style/tokens";

export type Alignment = "left" | "center" | "right";
export type Tone = "light" | "dark";

/** Title alignment: centred wins over right; left by default. */
export function titleAlignment(section: { is_section_title_aligned_center?: boolean | null; is_section_title_aligned_right?: boolean | null }): Alignment {
  if (section.is_section_title_aligned_center) return "center";
  if (section.is_section_title_aligned_right) return "right";
  return "left";
}

/** grid_columns kept within the allowed range (a bad stored value falls back to the default). */
export function clampGridColumns(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return GRID_COLUMNS.default;
  return Math.min(GRID_COLUMNS.max, Math.max(GRID_COLUMNS.min, Math.round(value)));
}

/** The desktop grid template for n equal columns. */
export function gridTemplate(columns: number): string {
  return `repeat(${clampGridColumns(columns)}, minmax(0, 1fr))`;
}

/** 0 (white) … 1 (black) for one colour token or hex colour; null when unknown. */
export function darkness(color: string | null | undefined): number | null {
  if (!color || !colorTokenToCss(color)) return null;
  if (color === "white") return 0;
  if (color === "black") return 1;
  if (isColorToken(color)) return Number(color.split("-")[1]) / 1000;
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join("") : color.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 1 - (0.299 * r + 0.587 * g + 0.114 * b);
}

/**
 * Whether text on this background should be light ("dark" background) or dark.
 * The colours behind the text are the gradient stops when a gradient applies,
 * else the solid colour; their mean darkness decides (shade 450 and up is dark,
 * so every preset except Rose Garden gets white text).
 */
export function backgroundTone({ background_color, is_gradient, gradient }: BackgroundFields): Tone {
  const stops = is_gradient && gradient && colorTokenToCss(gradient.from) && colorTokenToCss(gradient.to) ? [gradient.from, gradient.via, gradient.to] : [background_color];
  const values = stops.map(darkness).filter((v): v is number => v !== null);
  if (values.length === 0) return "light";
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return mean >= 0.45 ? "dark" : "light";
}
