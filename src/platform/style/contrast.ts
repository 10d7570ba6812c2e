import { PALETTE_OKLCH } from "./palette";

/**
 * WCAG 2.x contrast of our colour tokens and hex colours, and the readable text
 * colour for a background (DESIGN.md "Editing": text on a coloured or gradient
 * background reaches 4.5:1 unless the editor chose a colour).
 *
 * Tailwind 4 defines the palette in oklch; many 400–600 shades lie outside sRGB.
 * They are converted to sRGB and clipped per channel, as axe-core does when it
 * checks contrast, so our choice and the accessibility check agree.
 */

/** Gamma-encoded sRGB channels, each 0–1. */
export type Rgb = readonly [number, number, number];

/** WCAG 2.x AA for normal text. */
export const AA_CONTRAST = 4.5;
/** Text colours for coloured backgrounds: every palette shade and preset passes with one of them (contrast.test.ts). */
export const LIGHT_TEXT = "white";
export const DARK_TEXT = "gray-950";

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const cache = new Map<string, Rgb | null>();

/** oklch (lightness 0–1, chroma, hue°) → sRGB, clipped to the sRGB gamut. */
export function oklchToRgb([lightness, chroma, hue]: readonly [number, number, number]): Rgb {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  // Oklab → LMS → linear sRGB (Björn Ottosson's matrices).
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const [r, g, bl] = linear.map((c) => clip(c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
  return [r!, g!, bl!];
}

const clip = (channel: number) => Math.min(1, Math.max(0, channel));

/** sRGB of `white`, `black`, a palette token (`blue-600`) or a hex colour; null for anything else. */
export function colorToRgb(color: string | null | undefined): Rgb | null {
  if (!color) return null;
  if (cache.has(color)) return cache.get(color)!;
  let rgb: Rgb | null = null;
  if (color === "white") rgb = [1, 1, 1];
  else if (color === "black") rgb = [0, 0, 0];
  else if (HEX.test(color)) {
    const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join("") : color.slice(1);
    rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as unknown as Rgb;
  } else if (Object.hasOwn(PALETTE_OKLCH, color)) rgb = oklchToRgb(PALETTE_OKLCH[color]!);
  cache.set(color, rgb);
  return rgb;
}

/** WCAG 2.x relative luminance (0 black … 1 white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio, 1 … 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `color` at `alpha` painted over `background` (as browsers composite, in gamma-encoded sRGB). */
export function over(color: Rgb, alpha: number, background: Rgb): Rgb {
  return color.map((c, i) => alpha * c + (1 - alpha) * background[i]!) as unknown as Rgb;
}

/**
 * The lowest contrast of `text` (at `alpha`) against any of the stops; unknown
 * stops are skipped, no known stop means the page's white. 0 for an unknown text colour.
 */
export function minContrast(text: string, stops: readonly (string | null | undefined)[], alpha = 1): number {
  const rgb = colorToRgb(text);
  if (!rgb) return 0;
  return Math.min(...knownStops(stops).map((stop) => contrastRatio(over(rgb, alpha, stop), stop)));
}

function knownStops(stops: readonly (string | null | undefined)[]): Rgb[] {
  const known = stops.map(colorToRgb).filter((rgb): rgb is Rgb => rgb !== null);
  return known.length > 0 ? known : [[1, 1, 1]];
}

/**
 * The text colour for a background of these stops (solid: the colour; gradient:
 * from, via, to): the editor's `chosen` colour when it is a known colour, else
 * the light or dark text colour that reaches 4.5:1 against every stop (the
 * stronger one if both do). Should neither reach it (only possible for hex
 * colours or custom gradients), black or white, whichever contrasts most.
 */
export function readableTextColor(stops: readonly (string | null | undefined)[], chosen?: string | null): string {
  if (chosen && colorToRgb(chosen)) return chosen;
  const best = (candidates: string[]) =>
    candidates.map((color) => ({ color, contrast: minContrast(color, stops) })).reduce((a, b) => (b.contrast > a.contrast ? b : a));
  const preferred = best([LIGHT_TEXT, DARK_TEXT]);
  return preferred.contrast >= AA_CONTRAST ? preferred.color : best([LIGHT_TEXT, "black"]).color;
}

/** Opacities tried for secondary text (descriptions), most muted first. */
const MUTED_ALPHAS = [0.75, 0.85];

/** The opacity of `text` for secondary text: the most muted one that still reaches 4.5:1 on every stop, else 1. */
export function mutedAlpha(text: string, stops: readonly (string | null | undefined)[]): number {
  return MUTED_ALPHAS.find((alpha) => minContrast(text, stops, alpha) >= AA_CONTRAST) ?? 1;
}
