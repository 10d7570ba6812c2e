import { describe, expect, it } from "vitest";
import { contentWidthToCss, fontWeightToCss, textSizeToCss } from "./tokens";

describe("text sizes, widths and weights", () => {
  it("maps size tokens to Tailwind's variables and pixels to px", () => {
    expect(textSizeToCss("text-7xl")).toBe("var(--text-7xl)");
    expect(textSizeToCss("text-base")).toBe("var(--text-base)");
    expect(textSizeToCss(64)).toBe("64px");
  });

  it.each(["text-10xl", "7xl", "text-[9px]", "var(--x)", "", null, undefined, -4, Number.NaN])("refuses %j", (size) => {
    expect(textSizeToCss(size as never)).toBeNull();
  });

  it("maps content widths to container variables, full to none", () => {
    expect(contentWidthToCss("2xl")).toBe("var(--container-2xl)");
    expect(contentWidthToCss("7xl")).toBe("var(--container-7xl)");
    expect(contentWidthToCss("full")).toBe("none");
    expect(contentWidthToCss("max-w-2xl")).toBeNull();
    expect(contentWidthToCss("8xl")).toBeNull();
  });

  it("maps weights to numbers", () => {
    expect(fontWeightToCss("normal")).toBe(400);
    expect(fontWeightToCss("bold")).toBe(700);
    expect(fontWeightToCss("black")).toBeNull();
    expect(fontWeightToCss("toString")).toBeNull();
  });
});
