import { GRID_COLUMNS } from "../schema";

export type Alignment = "left" | "center" | "right";
/** The tone of a background: "dark" when light text contrasts more with it (see textColors). */
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
