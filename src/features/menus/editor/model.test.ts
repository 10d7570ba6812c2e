import { describe, expect, it } from "vitest";
import type { MenuItem } from "../types";
import { descriptionEdit, nameEdit, nextOrder, orderChanged, orderedItems, orderUpdates, slugEdit, slugify } from "./model";

const item = (id: number, order: number) => ({ id, order, display_name: `Item ${id}`, submenu_items: [] }) as unknown as MenuItem;

describe("menu editor rules", () => {
  it("gives a new item the largest order plus 10, or 0", () => {
    expect(nextOrder([])).toBe(0);
    expect(nextOrder([{ order: 0 }, { order: 40 }, { order: 10 }])).toBe(50);
  });

  it("keeps the local drag order, appends new items and drops gone ones", () => {
    const items = [item(1, 0), item(2, 10), item(4, 30)];
    expect(orderedItems(items, null).map((i) => i.id)).toEqual([1, 2, 4]);
    expect(orderedItems(items, [2, 3, 1]).map((i) => i.id)).toEqual([2, 1, 4]);
  });

  it("renumbers only the items whose order is not 10 times their index", () => {
    const shown = [item(2, 10), item(1, 0), item(3, 20)];
    expect(orderChanged([item(1, 0), item(2, 10), item(3, 20)], shown)).toBe(true);
    expect(orderChanged(shown, shown)).toBe(false);
    expect(orderUpdates(shown)).toEqual([
      { id: 2, order: 0 },
      { id: 1, order: 10 },
    ]);
  });

  it("applies the slug rule and reverts empty or unchanged edits", () => {
    expect(slugify("  About Us & Team! ")).toBe("about-us--team");
    expect(slugify("Café 2")).toBe("caf-2");
    expect(slugEdit("About Us", "about")).toBe("about-us");
    expect(slugEdit("!!!", "about")).toBeNull();
    expect(slugEdit("About", "about")).toBeNull();
    expect(nameEdit("  ", "About")).toBeNull();
    expect(nameEdit(" About ", "About")).toBeNull();
    expect(nameEdit("Team ", "About")).toBe("Team");
    expect(descriptionEdit("", null)).toBeUndefined();
    expect(descriptionEdit("", "Old")).toBeNull();
    expect(descriptionEdit(" New ", "Old")).toBe("New");
  });
});
