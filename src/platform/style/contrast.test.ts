import { describe, expect, it } from "vitest";
import {
  AA_CONTRAST,
  colorToRgb,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  minContrast,
  mutedAlpha,
  oklchToRgb,
  readableTextColor,
  relativeLuminance,
  type Rgb,
} from "./contrast";
import { PALETTE_OKLCH } from "./palette";
import { COLOR_FAMILIES, COLOR_SHADES, GRADIENT_PRESETS } from "./tokens";

const hex = (color: string) =>
  "#" +
  colorToRgb(color)!
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
const stopsOf = (preset: (typeof GRADIENT_PRESETS)[number]) => [preset.from, preset.via, preset.to].filter((c): c is NonNullable<typeof c> => !!c);

describe("WCAG contrast", () => {
  it("computes relative luminance and contrast ratios", () => {
    expect(relativeLuminance([1, 1, 1])).toBeCloseTo(1);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio([1, 1, 1], [0, 0, 0])).toBeCloseTo(21);
    // The classic thresholds: #767676 is the lightest grey that passes on white, #777777 fails.
    expect(minContrast("#767676", ["white"])).toBeGreaterThanOrEqual(4.5);
    expect(minContrast("#777777", ["white"])).toBeLessThan(4.5);
    expect(minContrast("#fff", ["#000"])).toBeCloseTo(21);
  });

  it("converts Tailwind's oklch palette to the sRGB Tailwind publishes (clipped to the gamut)", () => {
    expect(hex("blue-600")).toBe("#155dfc");
    expect(hex("red-500")).toBe("#fb2c36");
    expect(hex("gray-950")).toBe("#030712");
    expect(hex("cyan-400")).toBe("#00d3f2");
    expect(hex("rose-600")).toBe("#ec003f");
    expect(hex("zinc-50")).toBe("#fafafa");
    expect(hex("white")).toBe("#ffffff");
    expect(hex("#abc")).toBe("#aabbcc");
    // Out of gamut: channels are clipped to 0…1.
    for (const channel of oklchToRgb([0.7, 0.4, 150])) expect(channel).toBeGreaterThanOrEqual(0);
  });

  it("knows every palette token and nothing else", () => {
    expect(Object.keys(PALETTE_OKLCH)).toHaveLength(COLOR_FAMILIES.length * COLOR_SHADES.length);
    expect(colorToRgb("blue-650")).toBeNull();
    expect(colorToRgb("toString")).toBeNull();
    expect(colorToRgb("#abcd")).toBeNull();
    expect(colorToRgb(null)).toBeNull();
  });

  it("composites a translucent colour over its background", () => {
    expect(minContrast("white", ["black"], 0)).toBeCloseTo(1);
    expect(minContrast("white", ["black"], 0.5)).toBeLessThan(minContrast("white", ["black"]));
  });
});

describe("readableTextColor", () => {
  const shades = COLOR_FAMILIES.flatMap((family) => COLOR_SHADES.map((shade) => `${family}-${shade}`));

  it.each(shades)("gives %s text of at least 4.5:1", (shade) => {
    const text = readableTextColor([shade]);
    expect([LIGHT_TEXT, DARK_TEXT]).toContain(text);
    expect(minContrast(text, [shade])).toBeGreaterThanOrEqual(AA_CONTRAST);
    // Descriptions: the muted variant passes too.
    expect(minContrast(text, [shade], mutedAlpha(text, [shade]))).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it.each(GRADIENT_PRESETS.map((p) => [p.name, p] as const))("gives %s text of at least 4.5:1 on every stop", (_name, preset) => {
    const stops = stopsOf(preset);
    const text = readableTextColor(stops);
    expect([LIGHT_TEXT, DARK_TEXT]).toContain(text);
    for (const stop of stops) expect(minContrast(text, [stop]), `${text} on ${stop}`).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(minContrast(text, stops, mutedAlpha(text, stops))).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it.each(GRADIENT_PRESETS.map((p) => [p.name, p] as const))(
    "keeps %s readable between its stops too (Oklab interpolation, as browsers paint oklch stops)",
    (_name, preset) => {
      const stops = stopsOf(preset).map((token) => PALETTE_OKLCH[token]!);
      const text = colorToRgb(readableTextColor(stopsOf(preset)))!;
      for (let i = 0; i < stops.length - 1; i++) {
        for (let t = 0; t <= 1; t += 0.05) {
          expect(contrastRatio(text, mixOklab(stops[i]!, stops[i + 1]!, t))).toBeGreaterThanOrEqual(AA_CONTRAST);
        }
      }
    },
  );

  it("picks white on dark and dark text on light colours", () => {
    expect(readableTextColor(["slate-900"])).toBe("white");
    expect(readableTextColor(["blue-600"])).toBe("white");
    expect(readableTextColor(["yellow-400"])).toBe(DARK_TEXT);
    expect(readableTextColor(["violet-500"])).toBe(DARK_TEXT);
    expect(readableTextColor([])).toBe(DARK_TEXT);
    expect(readableTextColor([null, "nope"])).toBe(DARK_TEXT);
  });

  it("uses the editor's choice when it is a colour", () => {
    expect(readableTextColor(["slate-900"], "yellow-300")).toBe("yellow-300");
    expect(readableTextColor(["slate-900"], "#ff0")).toBe("#ff0");
    expect(readableTextColor(["slate-900"], "nope")).toBe("white");
    expect(readableTextColor(["slate-900"], null)).toBe("white");
  });

  it("falls back to black or white when neither text colour passes", () => {
    // A hex colour between the two thresholds: gray-950 and white both stay under 4.5, black passes.
    expect(minContrast(DARK_TEXT, ["#777777"])).toBeLessThan(4.5);
    expect(readableTextColor(["#777777"])).toBe("black");
    // A black-to-white gradient: nothing passes; the least bad one.
    expect(["white", "black"]).toContain(readableTextColor(["black", "white"]));
  });
});

/** The sRGB colour at `t` between two oklch stops, mixed in Oklab. */
function mixOklab(a: readonly [number, number, number], b: readonly [number, number, number], t: number): Rgb {
  const lab = ([l, c, h]: readonly [number, number, number]) => [l, c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)];
  const [x, y] = [lab(a), lab(b)];
  const [l, p, q] = x.map((v, i) => v + (y[i]! - v) * t) as [number, number, number];
  return oklchToRgb([l, Math.hypot(p, q), (Math.atan2(q, p) * 180) / Math.PI]);
}
