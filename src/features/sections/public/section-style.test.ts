import { describe, expect, it } from "vitest";
import { clampGridColumns, gridTemplate, titleAlignment } from "./section-layout";
import { blockTextColors, PLAIN, textClasses, textVariant } from "./text-styles";
import { minContrast } from "@/platform/style/contrast";
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

  it("gives text of at least 4.5:1 on the background, light on dark and dark on light", () => {
    const colors = (background: Parameters<typeof blockTextColors>[1], chosen?: string) => blockTextColors("default", background, chosen);
    expect(colors({})).toMatchObject({ tone: "light", color: "gray-900" });
    expect(colors({ background_color: "gray-50" })).toMatchObject({ tone: "light", color: "gray-950" });
    expect(colors({ background_color: "slate-900" })).toMatchObject({ tone: "dark", color: "white" });
    expect(colors({ background_color: "#111827" })).toMatchObject({ tone: "dark", color: "white" });
    const deep = GRADIENT_PRESETS.find((g) => g.id === "deep-ocean")!;
    expect(colors({ is_gradient: true, gradient: deep })).toMatchObject({ tone: "dark", color: "white" });
    const rose = GRADIENT_PRESETS.find((g) => g.id === "rose-garden")!;
    expect(colors({ is_gradient: true, gradient: rose })).toMatchObject({ tone: "light", color: "gray-950" });
    // A gradient that is switched off or incomplete falls back to the solid colour.
    expect(colors({ is_gradient: false, gradient: deep, background_color: "white" }).color).toBe("gray-950");
    expect(colors({ is_gradient: true, gradient: { from: "blue-900" }, background_color: "yellow-300" }).color).toBe("gray-950");
    // The editor's choice wins; the tone still describes the background.
    expect(colors({ background_color: "slate-900" }, "amber-300")).toMatchObject({ tone: "dark", color: "amber-300" });
    expect(colors({}, "blue-700")).toMatchObject({ tone: "light", color: "blue-700" });
  });

  it("sets the text, muted and accent colours as custom properties", () => {
    expect(blockTextColors("apple", {}).vars).toEqual({ "--onsite-text": "var(--color-gray-950)", "--onsite-text-muted": "var(--color-gray-500)", "--onsite-accent": "var(--color-blue-600)" });
    const dark = blockTextColors("default", { background_color: "slate-900" }).vars as Record<string, string>;
    expect(dark["--onsite-text"]).toBe("#fff");
    expect(dark["--onsite-text-muted"]).toBe("color-mix(in srgb, #fff 75%, transparent)");
    // Where a muted colour would drop under 4.5:1, descriptions keep the full colour.
    const purple = blockTextColors("default", { background_color: "violet-500" }).vars as Record<string, string>;
    expect(purple["--onsite-text-muted"]).toBe("var(--color-gray-950)");
  });

  it("keeps each variant's plain colours readable on the page's white", () => {
    for (const plain of Object.values(PLAIN)) {
      expect(minContrast(plain.text, ["white"])).toBeGreaterThanOrEqual(4.5);
      expect(minContrast(plain.muted, ["white"])).toBeGreaterThanOrEqual(4.5);
    }
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

  it("gives apple larger, tighter type; every variant takes its colours from the custom properties", () => {
    expect(textClasses("apple").title).toMatch(/font-semibold/);
    expect(textClasses("apple").title).toMatch(/tracking-tight/);
    expect(textClasses("apple").title).toMatch(/sm:text-6xl/);
    for (const variant of ["default", "apple", "product"] as const) {
      expect(textClasses(variant).title).toContain("text-(--onsite-text)");
      expect(textClasses(variant).description).toContain("text-(--onsite-text-muted)");
      expect(textClasses(variant).metricDescription).toContain("text-(--onsite-text-muted)");
    }
    expect(textClasses("product").metricAccent).toContain("bg-(--onsite-accent)");
  });
});
