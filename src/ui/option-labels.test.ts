import { describe, expect, it } from "vitest";
import { IMAGE_HEIGHT_OPTIONS } from "@/platform/style/tokens";
import { colorName, imageHeightLabel, textStyleLabel } from "./option-labels";
import { normalizeHex } from "./custom-color";

describe("plain-word option labels", () => {
  it("names image heights by size and pixels, one distinct label per token", () => {
    expect(imageHeightLabel("h-8")).toBe("Icon size · 32 px");
    expect(imageHeightLabel("h-40")).toBe("Small · 160 px");
    expect(imageHeightLabel("h-48")).toBe("Medium · 192 px");
    expect(imageHeightLabel("h-96")).toBe("Extra large · 384 px");
    expect(new Set(IMAGE_HEIGHT_OPTIONS.map(imageHeightLabel)).size).toBe(IMAGE_HEIGHT_OPTIONS.length);
  });

  it("describes text styles and colours in words", () => {
    expect(["default", "apple", "{product}"].map(textStyleLabel)).toEqual(["Standard", "Large and airy", "Product features"]);
    expect(colorName("slate-50")).toBe("Slate 50, palest");
    expect(colorName("white")).toBe("White");
    expect(colorName("#1e40af")).toBe("#1e40af");
  });

  it("accepts a custom colour only as a 3- or 6-digit hex", () => {
    expect(normalizeHex("1E40AF")).toBe("#1e40af");
    expect(normalizeHex(" #abc ")).toBe("#abc");
    expect(normalizeHex("#12345")).toBeNull();
    expect(normalizeHex("blue")).toBeNull();
  });
});
