import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PALETTE_OKLCH } from "./palette";
import { readTailwindPalette } from "./palette-source";

describe("palette table", () => {
  it("matches Tailwind's theme.css (after a Tailwind upgrade run `npx tsx scripts/palette.ts`)", () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../../node_modules/tailwindcss/theme.css"), "utf8");
    expect(PALETTE_OKLCH).toEqual(readTailwindPalette(css));
  });
});
