/**
 * A price kept in minor units (cents; yen have none) shown in the page's language
 * with the currency's own sign and decimals: `formatPrice(35000000, "EUR", "de")`
 * → "350.000,00 €", `formatPrice(4800000, "JPY", "ja")` → "￥4,800,000". The minor
 * digits come from Intl's own data for the currency (2 for EUR and USD, 0 for JPY,
 * 3 for BHD), so no sum is ever done in floating point: the one division is by a
 * power of ten, exact for integers well past any price. Null when there is no price
 * or the code is not a currency Intl knows.
 */
export function formatPrice(minor: number | null | undefined, currency: string, locale: string): string | null {
  if (typeof minor !== "number" || !Number.isSafeInteger(minor)) return null;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
  } catch {
    return null;
  }
  const digits = minorDigits(format);
  // A whole amount drops its ",00" (a house at "350.000 €", not "350.000,00 €"); cents show when there are any.
  const whole = minor % 10 ** digits === 0;
  const shown =
    whole && digits > 0 ? new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }) : format;
  return shown.format(minor / 10 ** digits);
}

/** How many minor digits Intl gives the currency (EUR 2, JPY 0, BHD 3). */
export function currencyDigits(currency: string): number {
  return minorDigits(new Intl.NumberFormat("en", { style: "currency", currency }));
}

const minorDigits = (format: Intl.NumberFormat) => format.resolvedOptions().maximumFractionDigits ?? 2;

/** Whether Intl knows the code as a currency (ISO 4217; "EUR" yes, "ABC" no). */
export function isKnownCurrency(code: string): boolean {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : null;
  return known ? known.includes(code) : /^[A-Z]{3}$/.test(code);
}
