import { describe, expect, it } from "vitest";
import { backgroundTone, clampGridColumns, darkness, gridTemplate, titleAlignment } from "./section-layout";
import { textClasses, textVariant } from "./text-styles";
import { GRADIENT_PRESETS } from "@/platform/style/tokens";

describe("section layout", () => {
  it("aligns the title left by default, centred before right", () => {
    expect(titleAlignment({})).toBe("left");
    expect(titleAlignment({ is_section_title_aligned_right: true })).toBe("right");
    expect(titleAlignment({ is_section_title_aligned_center: true })).toBe("center");
    expect(titleAlignment({ is_section_title_aligned_center: true, is_section_title_aligned_right: true })).toBe("center");
  });

  it("keeps grid columns in range", () => {
    expect(clampGridColumns(4)).toBe(4);
    expect(clampGridColumns(0)).toBe(1);
    expect(clampGridColumns(9)).toBe(6);
    expect(clampGridColumns(null)).toBe(3);
    expect(clampGridColumns(Number.NaN)).toBe(3);
    expect(gridTemplate(4)).toBe("repeat(4, minmax(0, 1fr))");
    expect(gridTemplate(12)).toBe("repeat(6, minmax(0, 1fr))");
  });

  it("measures colour darkness", () => {
    expect(darkness("white")).toBe(0);
    expect(darkness("black")).toBe(1);
    expect(darkness("blue-600")).toBeCloseTo(0.6);
    expect(darkness("#000")).toBeCloseTo(1);
    expect(darkness("#ffffff")).toBeCloseTo(0);
    expect(darkness("nope")).toBeNull();
    expect(darkness(null)).toBeNull();
  });

  it("picks light text on dark backgrounds", () => {
    expect(backgroundTone({})).toBe("light");
    expect(backgroundTone({ background_color: "gray-50" })).toBe("light");
    expect(backgroundTone({ background_color: "slate-900" })).toBe("dark");
    expect(backgroundTone({ background_color: "#111827" })).toBe("dark");
    const deep = GRADIENT_PRESETS.find((g) => g.id === "deep-ocean")!;
    expect(backgroundTone({ is_gradient: true, gradient: deep })).toBe("dark");
    const rose = GRADIENT_PRESETS.find((g) => g.id === "rose-garden")!;
    expect(backgroundTone({ is_gradient: true, gradient: rose })).toBe("light");
    // A gradient that is switched off or incomplete falls back to the solid colour.
    expect(backgroundTone({ is_gradient: false, gradient: deep, background_color: "white" })).toBe("light");
    expect(backgroundTone({ is_gradient: true, gradient: { from: "blue-900" }, background_color: "white" })).toBe("light");
  });
});

describe("text styles", () => {
  it("maps stored variants", () => {
    expect(textVariant("default")).toBe("default");
    expect(textVariant("apple")).toBe("apple");
    expect(textVariant("{product}")).toBe("product");
    expect(textVariant(undefined)).toBe("default");
    expect(textVariant("bogus")).toBe("default");
  });

  it("gives apple larger, tighter type and every variant light text on dark", () => {
    expect(textClasses("apple", "light").title).toMatch(/font-semibold/);
    expect(textClasses("apple", "light").title).toMatch(/tracking-tight/);
    expect(textClasses("apple", "light").title).toMatch(/sm:text-6xl/);
    for (const variant of ["default", "apple", "product"] as const) {
      expect(textClasses(variant, "dark").title).toMatch(/text-white/);
      expect(textClasses(variant, "light").title).not.toMatch(/text-white/);
    }
    expect(textClasses("product", "light").metricAccent).not.toBe("");
  });
});
