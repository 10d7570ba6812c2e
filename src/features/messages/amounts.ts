import type { QuoteLine } from "./types";

/**
 * An amount in minor units (cents) with its currency symbol, in `locale`'s digits
 * and separators ("$1,234.50", "1.234,50 €" is not attempted: plans carry a symbol,
 * not an ISO code, so the symbol leads). Integer arithmetic only: the major and minor
 * parts are split before formatting, never divided into a float and summed.
 */
export function formatMinor(minor: number, symbol: string, locale = "en"): string {
  const negative = minor < 0;
  const abs = Math.abs(Math.trunc(minor));
  const major = Math.floor(abs / 100);
  const cents = abs % 100;
  let grouped: string;
  let decimal = ".";
  try {
    const format = new Intl.NumberFormat(locale, { useGrouping: true });
    grouped = format.format(major);
    decimal = format.formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
  } catch {
    grouped = String(major);
  }
  return `${negative ? "-" : ""}${symbol}${grouped}${decimal}${String(cents).padStart(2, "0")}`;
}

/** A line's amount: its price times its quantity (minor units). */
export const lineAmount = (line: Pick<QuoteLine, "price" | "quantity">) => line.price * line.quantity;

/** A quote's totals, one per currency symbol in the lines' order (plans may carry different symbols). */
export function quoteTotals(lines: readonly QuoteLine[]): { currency_symbol: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.currency_symbol, (totals.get(line.currency_symbol) ?? 0) + lineAmount(line));
  return [...totals].map(([currency_symbol, amount]) => ({ currency_symbol, amount }));
}

/** Totals as one text: "$98.00", or "$98.00 + €10.00". */
export const formatTotals = (lines: readonly QuoteLine[], locale = "en") =>
  quoteTotals(lines)
    .map((total) => formatMinor(total.amount, total.currency_symbol, locale))
    .join(" + ");
