import { COLOR_FAMILIES, COLOR_SHADES } from "./tokens";

/**
 * The oklch values of our palette tokens in Tailwind's theme.css
 * (`--color-blue-600: oklch(54.6% 0.245 262.881);`). Throws when a token is
 * missing, so a Tailwind upgrade that renames colours is noticed.
 */
export function readTailwindPalette(css: string): Record<string, [number, number, number]> {
  const found = new Map<string, [number, number, number]>();
  for (const match of css.matchAll(/--color-([a-z]+-\d+):\s*oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+|none)\)/g)) {
    // A grey's hue is "none" (no hue): any hue gives the same colour at chroma 0.
    const hue = match[4] === "none" ? 0 : Number(match[4]);
    found.set(match[1]!, [Number((Number(match[2]) / 100).toFixed(6)), Number(match[3]), hue]);
  }
  const palette: Record<string, [number, number, number]> = {};
  for (const family of COLOR_FAMILIES) {
    for (const shade of COLOR_SHADES) {
      const value = found.get(`${family}-${shade}`);
      if (!value) throw new Error(`theme.css has no oklch value for ${family}-${shade}`);
      palette[`${family}-${shade}`] = value;
    }
  }
  return palette;
}
