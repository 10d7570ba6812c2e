import { describe, expect, it } from "vitest";
import {
  addPlan,
  basketCount,
  formatMoney,
  lineAmount,
  mergeBaskets,
  minorToDecimal,
  parseBasket,
  serializeBasket,
  setQuantity,
  totalsByCurrency,
  type BasketPlan,
} from "./model";

const plan = (id: number, price: number, extra: Partial<BasketPlan> = {}): BasketPlan => ({
  id,
  name: `Plan ${id}`,
  price,
  promotion_price: null,
  is_promotion: false,
  currency_symbol: "€",
  ...extra,
});

describe("basket lines", () => {
  it("reads what was stored, one line per plan, and nothing unreadable", () => {
    expect(
      parseBasket(
        JSON.stringify([
          { plan: { id: 1 }, quantity: 2 },
          { plan: { id: 2, price: 900 }, quantity: 1 },
          { plan: { id: 1 }, quantity: 3 },
        ]),
      ).map((l) => [l.plan.id, l.quantity]),
    ).toEqual([
      [1, 5],
      [2, 1],
    ]);
    // The currency symbol defaults to "$" (spec/editors.md §3).
    expect(parseBasket(JSON.stringify([{ plan: { id: 1 }, quantity: 1 }]))[0]!.plan).toEqual({
      id: 1,
      name: "",
      price: 0,
      promotion_price: null,
      is_promotion: false,
      currency_symbol: "$",
    });
    expect(
      parseBasket(
        JSON.stringify({
          items: [
            { plan: { id: 4 }, quantity: 4 },
            { plan: { id: 5 }, quantity: -1 },
          ],
        }),
      ).map((l) => l.quantity),
    ).toEqual([4]);
    for (const stored of [
      null,
      "",
      "{",
      "7",
      JSON.stringify([{ quantity: 2 }]),
      JSON.stringify([{ plan: { id: "x" }, quantity: 2 }]),
      JSON.stringify([{ plan: { id: 1 }, quantity: "x" }]),
    ]) {
      expect(parseBasket(stored), String(stored)).toEqual([]);
    }
    const lines = [{ plan: plan(1, 900), quantity: 2 }];
    expect(parseBasket(serializeBasket(lines))).toEqual(lines);
  });

  it("adds a plan, or one more of it; a quantity of 0 or less removes the line (spec/editors.md §4)", () => {
    let lines = addPlan([], plan(1, 900));
    lines = addPlan(lines, plan(2, 2900));
    lines = addPlan(lines, plan(1, 900));
    expect(lines.map((l) => [l.plan.id, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(basketCount(lines)).toBe(3);
    expect(setQuantity(lines, 1, 7).map((l) => l.quantity)).toEqual([7, 1]);
    expect(setQuantity(lines, 1, 0).map((l) => l.plan.id)).toEqual([2]);
    expect(setQuantity(lines, 2, -3).map((l) => l.plan.id)).toEqual([1]);
    expect(setQuantity(lines, 1, 1000)[0]!.quantity).toBe(99);
  });

  it("sums amounts in integer minor units, per currency, with the promotion price while it is on", () => {
    const lines = [
      { plan: plan(1, 1999, { is_promotion: true, promotion_price: 1001 }), quantity: 3 },
      { plan: plan(2, 10), quantity: 7 },
      { plan: plan(3, 500, { currency_symbol: "$" }), quantity: 2 },
    ];
    expect(lineAmount(lines[0]!)).toBe(3003);
    expect(totalsByCurrency(lines)).toEqual([
      { currency_symbol: "€", amount: 3073 },
      { currency_symbol: "$", amount: 1000 },
    ]);
    // 0.1 + 0.2 style drift never happens: ten lines of 0.10 are exactly 1.00.
    expect(totalsByCurrency(Array.from({ length: 10 }, (_, i) => ({ plan: plan(i + 1, 10), quantity: 1 })))[0]!.amount).toBe(100);
  });

  it("merges another tab's save with this tab's unsaved changes", () => {
    const mine = [
      { plan: plan(1, 900), quantity: 5 },
      { plan: plan(3, 100), quantity: 1 },
    ];
    const theirs = [
      { plan: plan(1, 900), quantity: 2 },
      { plan: plan(2, 2900), quantity: 1 },
    ];
    // Nothing changed here since the last save: theirs as it is.
    expect(mergeBaskets(theirs, mine, new Set())).toEqual(theirs);
    // Plans 1 and 3 changed here: ours for those, theirs for plan 2.
    expect(mergeBaskets(theirs, mine, new Set([1, 3])).map((l) => [l.plan.id, l.quantity])).toEqual([
      [1, 5],
      [2, 1],
      [3, 1],
    ]);
    // A plan removed here stays removed.
    expect(mergeBaskets(theirs, [], new Set([1])).map((l) => l.plan.id)).toEqual([2]);
  });
});

describe("money", () => {
  it("turns minor units into an exact decimal", () => {
    expect([0, 5, 99, 100, 1999, 123456789, -5, -1999].map(minorToDecimal)).toEqual(["0.00", "0.05", "0.99", "1.00", "19.99", "1234567.89", "-0.05", "-19.99"]);
  });

  it("formats per locale with the plan's currency symbol", () => {
    expect(formatMoney(1900, "€", "en")).toBe("€19.00");
    expect(formatMoney(123456, "$", "en")).toBe("$1,234.56");
    expect(formatMoney(123456, "€", "de")).toBe("1.234,56\u00a0€");
    expect(formatMoney(1900, "€", "fr")).toMatch(/^19,00\s€$/);
    expect(formatMoney(5, "$", "en")).toBe("$0.05");
    // A symbol ending in a letter keeps a space from the number it precedes.
    expect(formatMoney(1900, "CHF", "en")).toBe("CHF\u00a019.00");
    expect(formatMoney(1900, "", "en")).toBe("$19.00");
  });
});
