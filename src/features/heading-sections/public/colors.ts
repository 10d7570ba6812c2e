import type { CSSProperties } from "react";
import { colorToRgb, readableTextColor } from "@/platform/style/contrast";
import { backgroundStops, textColors } from "@/platform/style/text-colors";
import { colorTokenToCss, type BackgroundFields } from "@/platform/style/tokens";

/**
 * The heading's text colours as CSS custom properties its classes read
 * (`text-(--heading-text)`, `text-(--heading-muted)`, and a filled button in
 * `--heading-text` with `--heading-on-text` on it), so one class table serves
 * every background.
 *
 * - A chosen text colour (text_color) wins.
 * - On a solid or gradient background, the colour readable (4.5:1) on every stop
 *   (src/platform/style/text-colors.ts, shared with template sections).
 * - Without either, the page's plain look ("plain": the name's second part may then use the accent gradient).
 */
export type HeadingColors = { plain: boolean; vars: CSSProperties };

const PLAIN = { text: "gray-900", muted: "gray-600", accent: "gray-900" };

const css = (color: string) => colorTokenToCss(color) ?? "currentColor";

export function headingColors(heading: BackgroundFields & { text_color?: string | null }): HeadingColors {
  const colors = textColors(heading, heading.text_color, PLAIN);
  const chosen = !!(heading.text_color && colorToRgb(heading.text_color));
  const plain = !chosen && backgroundStops(heading).length === 0;
  const vars = colors.vars as Record<string, string>;
  return {
    plain,
    vars: {
      "--heading-text": css(colors.color),
      "--heading-muted": vars["--onsite-text-muted"],
      // Text on a filled button in the text colour: whichever of light or dark reads on it.
      "--heading-on-text": css(readableTextColor([colors.color])),
    } as CSSProperties,
  };
}
