import { describe, expect, it } from "vitest";
import {
  COLOR_FAMILIES,
  GRADIENT_PRESETS,
  IMAGE_HEIGHT_OPTIONS,
  TEXT_STYLE_VARIANTS,
  backgroundStyle,
  colorTokenToCss,
  gradientToCss,
  imageHeightToCss,
  isColorToken,
} from "./tokens";

describe("colours", () => {
  it("maps palette tokens to Tailwind CSS variables", () => {
    expect(colorTokenToCss("blue-600")).toBe("var(--color-blue-600)");
    expect(colorTokenToCss("gray-900")).toBe("var(--color-gray-900)");
    expect(colorTokenToCss("emerald-50")).toBe("var(--color-emerald-50)");
    expect(colorTokenToCss("white")).toBe("#fff");
    expect(colorTokenToCss("black")).toBe("#000");
  });

  it("passes hex colours through", () => {
    expect(colorTokenToCss("#abc")).toBe("#abc");
    expect(colorTokenToCss("#A0B1C2")).toBe("#A0B1C2");
  });

  it.each(["blue-650", "blue", "bg-blue-600", "chartreuse-500", "#abcd", "#ggg", "red;}", "toString", "", null, undefined])("returns null for %j", (token) =>
    expect(colorTokenToCss(token)).toBeNull(),
  );

  it("recognises tokens", () => {
    expect(isColorToken("sky-500")).toBe(true);
    expect(isColorToken("white")).toBe(true);
    expect(isColorToken("#fff")).toBe(false);
    expect(isColorToken("sky-550")).toBe(false);
    expect(isColorToken(42)).toBe(false);
  });
});

describe("gradients", () => {
  it("has the eight presets of the spec, all with valid tokens", () => {
    expect(GRADIENT_PRESETS.map((p) => p.name)).toEqual([
      "Ocean Breeze",
      "Sunset Glow",
      "Fresh Growth",
      "Purple Dreams",
      "Fire Blaze",
      "Deep Ocean",
      "Forest Path",
      "Rose Garden",
    ]);
    expect(new Set(GRADIENT_PRESETS.map((p) => p.id)).size).toBe(8);
    for (const p of GRADIENT_PRESETS) {
      for (const token of [p.from, p.via, p.to].filter((t) => t !== undefined)) {
        expect(isColorToken(token), `${p.name}: ${token}`).toBe(true);
        expect(COLOR_FAMILIES).toContain(token.split("-")[0]);
      }
    }
  });

  it("builds a linear gradient", () => {
    expect(gradientToCss({ from: "blue-600", via: "purple-600", to: "pink-600" })).toBe(
      "linear-gradient(to right, var(--color-blue-600), var(--color-purple-600), var(--color-pink-600))",
    );
    expect(gradientToCss({ from: "blue-50", to: "white" }, "to bottom")).toBe("linear-gradient(to bottom, var(--color-blue-50), #fff)");
    expect(gradientToCss({ from: "blue-50", via: null, to: "#123" })).toBe("linear-gradient(to right, var(--color-blue-50), #123)");
  });

  it("ignores an unknown middle colour and refuses unknown ends", () => {
    expect(gradientToCss({ from: "blue-50", via: "nope", to: "white" })).toBe("linear-gradient(to right, var(--color-blue-50), #fff)");
    expect(gradientToCss({ from: "nope", to: "white" })).toBeNull();
    expect(gradientToCss({ from: "blue-50" })).toBeNull();
  });
});

describe("backgroundStyle", () => {
  const gradient = { from: "sky-600", via: "sky-500", to: "sky-700" };

  it("uses the gradient when is_gradient is set", () => {
    expect(backgroundStyle({ background_color: "white", is_gradient: true, gradient })).toEqual({
      background: "linear-gradient(to right, var(--color-sky-600), var(--color-sky-500), var(--color-sky-700))",
    });
  });

  it("falls back to the solid colour", () => {
    expect(backgroundStyle({ background_color: "gray-50", is_gradient: false, gradient })).toEqual({
      backgroundColor: "var(--color-gray-50)",
    });
    expect(backgroundStyle({ background_color: "gray-50", is_gradient: true, gradient: null })).toEqual({
      backgroundColor: "var(--color-gray-50)",
    });
  });

  it("is empty without a usable value", () => {
    expect(backgroundStyle({})).toEqual({});
    expect(backgroundStyle({ background_color: "url(x)", is_gradient: true, gradient: { from: "x", to: "y" } })).toEqual({});
  });
});

describe("image heights", () => {
  it("spans h-8 to h-96", () => {
    expect(IMAGE_HEIGHT_OPTIONS[0]).toBe("h-8");
    expect(IMAGE_HEIGHT_OPTIONS.at(-1)).toBe("h-96");
    expect(IMAGE_HEIGHT_OPTIONS).toHaveLength(19);
  });

  it("maps labels to rem", () => {
    expect(imageHeightToCss("h-8")).toBe("2rem");
    expect(imageHeightToCss("h-10")).toBe("2.5rem");
    expect(imageHeightToCss("h-52")).toBe("13rem");
    expect(imageHeightToCss("h-96")).toBe("24rem");
  });

  it.each(["h-9", "h-100", "w-8", "8", "", null])("returns null for %j", (label) => {
    expect(imageHeightToCss(label)).toBeNull();
  });
});

describe("text style variants", () => {
  it("are the spec's three", () => {
    expect(TEXT_STYLE_VARIANTS).toEqual(["default", "apple", "{product}"]);
  });
});
