import { imageHeightToCss } from "@/platform/style/tokens";

/**
 * Plain-word labels for stored style tokens (docs/decisions.md "Words, not
 * tokens"). The tokens stay what the API and database store; only what a person
 * reads changes.
 */

/** Image height bands: a size word plus the real height in pixels (1rem = 16 px), e.g. "Small · 160 px". */
const HEIGHT_WORDS: [maxPx: number, word: string][] = [
  [64, "Icon size"],
  [112, "Extra small"],
  [160, "Small"],
  [208, "Medium"],
  [256, "Large"],
  [Infinity, "Extra large"],
];

export function imageHeightLabel(token: string): string {
  const css = imageHeightToCss(token);
  if (!css) return token;
  const px = Math.round(parseFloat(css) * 16);
  const word = HEIGHT_WORDS.find(([max]) => px <= max)![1];
  return `${word} · ${px} px`;
}

/** Text style variants by what they look like. */
export const TEXT_STYLE_LABELS: Record<string, string> = {
  default: "Standard",
  apple: "Large and airy",
  "{product}": "Product features",
};

export function textStyleLabel(token: string): string {
  return TEXT_STYLE_LABELS[token] ?? token;
}

const SHADE_WORDS: Record<string, string> = {
  "50": "palest",
  "100": "very light",
  "200": "light",
  "300": "soft",
  "400": "medium",
  "500": "strong",
  "600": "dark",
  "700": "darker",
  "800": "very dark",
  "900": "deep",
  "950": "deepest",
};

/** "slate-50" → "Slate 50, palest"; "white" → "White"; anything else (a custom hex) as it is. */
export function colorName(token: string): string {
  const [family, shade] = token.split("-");
  const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  if (!shade) return /^[a-z]+$/.test(token) ? cap(token) : token;
  const word = SHADE_WORDS[shade];
  return word ? `${cap(family!)} ${shade}, ${word}` : token;
}
