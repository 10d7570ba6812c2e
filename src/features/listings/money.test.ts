import { describe, expect, it } from "vitest";
import { currencyDigits, formatPrice, isKnownCurrency } from "./money";

// Intl puts a narrow no-break space in some formats: compare with plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("a price in minor units, formatted in the page's language", () => {
  it("reads the currency's minor digits from Intl: EUR and USD have cents, JPY none, BHD three", () => {
    expect(currencyDigits("EUR")).toBe(2);
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("BHD")).toBe(3);
  });

  it("formats EUR from cents, with the locale's separators and sign", () => {
    expect(plain(formatPrice(35_000_000, "EUR", "de"))).toBe("350.000 €");
    expect(plain(formatPrice(35_000_050, "EUR", "de"))).toBe("350.000,50 €");
    expect(plain(formatPrice(129_999, "EUR", "en"))).toBe("€1,299.99");
    expect(plain(formatPrice(35_000_000, "EUR", "fr"))).toBe("350 000 €");
  });

  it("formats JPY as whole yen: the stored number is the amount", () => {
    expect(plain(formatPrice(48_000_000, "JPY", "ja"))).toBe("￥48,000,000");
    expect(plain(formatPrice(48_000_000, "JPY", "en"))).toBe("¥48,000,000");
  });

  it("formats USD from cents, never through a floating-point sum", () => {
    expect(plain(formatPrice(185_000_000, "USD", "en"))).toBe("$1,850,000");
    expect(plain(formatPrice(1, "USD", "en"))).toBe("$0.01");
    // 0.1 + 0.2 would be 0.30000000000000004: 30 cents are exactly $0.30.
    expect(plain(formatPrice(30, "USD", "en"))).toBe("$0.30");
    expect(plain(formatPrice(0, "USD", "en"))).toBe("$0");
  });

  it("has no price to show without an amount or a known currency", () => {
    expect(formatPrice(null, "EUR", "en")).toBeNull();
    expect(formatPrice(1.5, "EUR", "en")).toBeNull();
    expect(formatPrice(100, "E", "en")).toBeNull();
    expect(isKnownCurrency("EUR")).toBe(true);
    expect(isKnownCurrency("ABC")).toBe(false);
  });
});
