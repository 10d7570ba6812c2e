import { describe, expect, it } from "vitest";
import { formatMinor, formatTotals, quoteTotals } from "./amounts";

const line = (price: number, quantity: number, currency_symbol = "$") => ({ plan_id: 1, name: "Plan", price, quantity, currency_symbol });

describe("amounts in minor units", () => {
  it("formats per locale without floating-point sums", () => {
    expect(formatMinor(123450, "$", "en")).toBe("$1,234.50");
    expect(formatMinor(123450, "€", "de")).toBe("€1.234,50");
    expect(formatMinor(5, "$")).toBe("$0.05");
    expect(formatMinor(0, "£")).toBe("£0.00");
  });

  it("totals per currency symbol", () => {
    const lines = [line(1999, 3), line(1, 10), line(1000, 1, "€")];
    expect(quoteTotals(lines)).toEqual([
      { currency_symbol: "$", amount: 6007 },
      { currency_symbol: "€", amount: 1000 },
    ]);
    expect(formatTotals(lines)).toBe("$60.07 + €10.00");
  });
});
