import { describe, expect, it } from "vitest";
import { FLOATING_GAP, stackLayers, type FloatingLayer } from "./floating-stack";

const stack = (entries: [FloatingLayer, number][]) => stackLayers(new Map(entries));

describe("the floating stack", () => {
  it("puts the bottom banners on the breadcrumb bar and the corner's controls above both, 16 px apart", () => {
    const { offsets, total, padding } = stack([
      ["breadcrumbs", 44],
      ["banners", 56],
      ["editing", 40],
      ["help", 48],
      ["meetings", 48],
    ]);
    expect(offsets).toMatchObject({ breadcrumbs: 0, banners: 44, sheets: 100, editing: 116, help: 172, meetings: 236 });
    expect(total).toBe(236 + 48 + FLOATING_GAP);
    // The breadcrumb bar's room is already held by its spacer after the footer.
    expect(padding).toBe(total - 44);
  });

  it("gives a hidden or absent layer no room", () => {
    const { offsets, total } = stack([
      ["banners", 56],
      ["help", 0],
      ["meetings", 0],
      ["launcher", 48],
    ]);
    expect(offsets).toMatchObject({ banners: 0, editing: 72, help: 72, meetings: 72, launcher: 72 });
    expect(total).toBe(72 + 48 + 16);
  });

  it("holds no room when nothing floats, and only the full-width bars' when no corner control is there", () => {
    expect(stack([])).toMatchObject({ total: 0, padding: 0 });
    expect(stack([["breadcrumbs", 44]])).toMatchObject({ total: 44, padding: 0 });
    expect(
      stack([
        ["banners", 70],
        ["sheets", 120],
      ]),
    ).toMatchObject({ total: 190, padding: 190, offsets: { sheets: 70 } });
  });
});
