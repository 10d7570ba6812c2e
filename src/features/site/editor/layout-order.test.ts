import { describe, expect, it } from "vitest";
import type { PageLayoutSection } from "../layout-schema";
import { blockKey, countsByType, fallbackLabel, layoutOrders, orderChanged, plural, reapplyOrder } from "./layout-order";

const block = (type: PageLayoutSection["type"], id: number, order = id * 10): PageLayoutSection => ({
  id,
  type,
  order,
  title: `${type} ${id}`,
  data: { section_type: null },
});
const TYPES = [
  { type: "hero", label: "Hero" },
  { type: "template_section", label: "Template section" },
  { type: "heading_section", label: "Heading section" },
];

describe("page layout order", () => {
  it("counts blocks by type in plain words, in the registry's type order", () => {
    expect(countsByType([block("heading_section", 1), block("template_section", 2), block("template_section", 3)], TYPES)).toBe(
      "2 template sections, 1 heading section",
    );
    expect(countsByType([block("hero", 1), block("template_section", 2)], TYPES)).toBe("1 hero, 1 template section");
    expect(countsByType([], TYPES)).toBe("");
    expect(plural("Hero", 2)).toBe("heroes");
  });

  it("numbers the new order in steps of 10", () => {
    expect(layoutOrders([block("heading_section", 4, 0), block("template_section", 4, 5)])).toEqual([
      { id: 4, type: "heading_section", order: 10 },
      { id: 4, type: "template_section", order: 20 },
    ]);
  });

  it("tells a changed order from the loaded one, blocks of different types sharing an id", () => {
    const loaded = [block("template_section", 1), block("heading_section", 1)];
    expect(orderChanged(loaded, [...loaded])).toBe(false);
    expect(orderChanged(loaded, [loaded[1]!, loaded[0]!])).toBe(true);
    expect(blockKey(loaded[0]!)).not.toBe(blockKey(loaded[1]!));
    expect(fallbackLabel("heading_section")).toBe("Heading section");
  });

  it("reapplies the user's order over another member's layout: gone blocks left out, added ones kept in their place", () => {
    const [a, b, c, d] = [block("template_section", 1), block("template_section", 2), block("heading_section", 3), block("hero", 4)];
    const renamed = { ...b, title: "Theirs" };
    // Mine: c, a, b. Theirs since: b renamed, c deleted, d added first.
    const result = reapplyOrder([c, a, b], [d, a, renamed]);
    expect(result.map(blockKey)).toEqual(["hero:4", "template_section:1", "template_section:2"]);
    expect(result[2]!.title).toBe("Theirs");
    expect(reapplyOrder([b, a], [a, b]).map(blockKey)).toEqual(["template_section:2", "template_section:1"]);
  });
});
