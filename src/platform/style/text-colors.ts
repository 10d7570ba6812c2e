import type { CSSProperties } from "react";
import { colorToRgb, DARK_TEXT, LIGHT_TEXT, minContrast, mutedAlpha, readableTextColor } from "./contrast";
import { colorTokenToCss, gradientToCss, type BackgroundFields } from "./tokens";

/**
 * Text colours of a block on its background, as CSS custom properties that the
 * block's text classes read (`text-(--onsite-text)`, `text-(--onsite-text-muted)`,
 * `bg-(--onsite-accent)`), so one class table serves every background.
 */
export type TextColors = {
  /** The background's tone: "dark" when light text contrasts more with it (for controls such as slider buttons). */
  tone: "light" | "dark";
  /** The main text colour (a token or hex colour). */
  color: string;
  /** Inline style with the three custom properties. */
  vars: CSSProperties;
};

/** The block's look on the page's white when it has no background and no chosen text colour. */
export type PlainColors = { text: string; muted: string; accent: string };

/** The colours behind the text: the gradient's stops when a gradient applies (as backgroundStyle paints it), else the solid colour, else none. */
export function backgroundStops({ background_color, is_gradient, gradient }: BackgroundFields): string[] {
  if (is_gradient && gradient && gradientToCss(gradient)) return [gradient.from, gradient.via, gradient.to].filter((c): c is string => !!colorTokenToCss(c));
  return background_color && colorTokenToCss(background_color) ? [background_color] : [];
}

/**
 * The text colours for a background: the editor's `chosen` colour, else the
 * readable one (readableTextColor). Secondary text is the same colour made as
 * muted as 4.5:1 allows. Without background or choice, the block's plain look.
 */
export function textColors(background: BackgroundFields, chosen: string | null | undefined, plain: PlainColors): TextColors {
  const stops = backgroundStops(background);
  const custom = chosen && colorToRgb(chosen) ? chosen : null;
  if (stops.length === 0 && !custom) {
    return { tone: "light", color: plain.text, vars: toVars(css(plain.text), css(plain.muted), css(plain.accent)) };
  }
  const color = readableTextColor(stops, custom);
  const muted = withAlpha(css(color), mutedAlpha(color, stops));
  const tone = minContrast(LIGHT_TEXT, stops) > minContrast(DARK_TEXT, stops) ? "dark" : "light";
  return { tone, color, vars: toVars(css(color), muted, muted) };
}

const css = (color: string) => colorTokenToCss(color) ?? "currentColor";

function withAlpha(color: string, alpha: number): string {
  return alpha >= 1 ? color : `color-mix(in srgb, ${color} ${Math.round(alpha * 100)}%, transparent)`;
}

function toVars(text: string, muted: string, accent: string): CSSProperties {
  return { "--onsite-text": text, "--onsite-text-muted": muted, "--onsite-accent": accent } as CSSProperties;
}
