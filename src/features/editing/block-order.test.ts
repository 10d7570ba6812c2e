import { describe, expect, it } from "vitest";
import { orderAt, spreadOrders } from "./block-order";

describe("orderAt", () => {
  it("puts the first block of an empty page at 0", () => expect(orderAt([], 0)).toBe(0));
  it("goes 10 after the last block and 10 before the first", () => {
    expect(orderAt([10, 20], 2)).toBe(30);
    expect(orderAt([10, 20], 0)).toBe(0);
  });
  it("takes the middle of the gap between two blocks", () => {
    expect(orderAt([10, 20], 1)).toBe(15);
    expect(orderAt([10, 15, 20], 2)).toBe(17);
  });
  it("answers null when no whole number fits between neighbours", () => {
    expect(orderAt([10, 11], 1)).toBeNull();
    expect(orderAt([10, 10], 1)).toBeNull();
  });
  it("spreads a layout out with step 10", () => expect(spreadOrders(3)).toEqual([10, 20, 30]));
});
