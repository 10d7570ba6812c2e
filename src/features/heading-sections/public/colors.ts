import type { CSSProperties } from "react";
// Temporary deep import (see TODO below): the sections index is in every visitor's bundle and must stay small.
import { backgroundTone } from "@/features/sections/public/section-layout";
import { colorTokenToCss, type BackgroundFields } from "@/platform/style/tokens";

/**
 * The heading's text colours as CSS custom properties its classes read
 * (`text-(--heading-text)`, `text-(--heading-muted)`, and a filled button in
 * `--heading-text` with `--heading-on-text` on it), so one class table serves
 * every background.
 *
 * - A chosen text colour (text_color) wins.
 * - On a solid or gradient background, the readable colour for it.
 *   TODO(contrast): switch to textColors()/readableTextColor() from
 *   src/platform/style once it is on main; until then the sections feature's
 *   backgroundTone() decides between white and dark grey.
 * - Without either, the page's plain look ("plain": the name's second part may then use the accent gradient).
 */
export type HeadingColors = { plain: boolean; vars: CSSProperties };

const DARK = "var(--color-gray-950)";
const WHITE = "#fff";

const mix = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`;

export function headingColors(heading: BackgroundFields & { text_color?: string | null }): HeadingColors {
  const chosen = colorTokenToCss(heading.text_color);
  const hasBackground = !!(heading.is_gradient && heading.gradient) || !!colorTokenToCss(heading.background_color);
  if (chosen) {
    // Text on a filled button in the chosen colour: white on a dark colour, dark on a light one.
    const onText = backgroundTone({ background_color: heading.text_color }) === "dark" ? WHITE : DARK;
    return { plain: false, vars: vars(chosen, mix(chosen, 85), onText) };
  }
  if (!hasBackground) return { plain: true, vars: vars("var(--color-gray-900)", "var(--color-gray-600)", WHITE) };
  return backgroundTone(heading) === "dark"
    ? { plain: false, vars: vars(WHITE, mix(WHITE, 85), DARK) }
    : { plain: false, vars: vars(DARK, "var(--color-gray-700)", WHITE) };
}

function vars(text: string, muted: string, onText: string): CSSProperties {
  return { "--heading-text": text, "--heading-muted": muted, "--heading-on-text": onText } as CSSProperties;
}
