import { keyToNoonUtc } from "./calendar";

/** Intl formatting of the calendar's dates and times in the page's language (fallback English for an odd locale). */
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    return new Intl.DateTimeFormat("en", options);
  }
}

/** A date key as a full date: "Friday, November 27, 2026". */
export const fullDate = (key: string, locale: string) => format(locale, { dateStyle: "full", timeZone: "UTC" }).format(keyToNoonUtc(key));

/** "November 2026". */
export const monthTitle = (key: string, locale: string) => format(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(keyToNoonUtc(key));

/** "Nov 22 – 28, 2026" (the week's Sunday to Saturday). */
export const rangeTitle = (from: string, to: string, locale: string) => {
  const f = format(locale, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return typeof f.formatRange === "function" ? f.formatRange(keyToNoonUtc(from), keyToNoonUtc(to)) : `${f.format(keyToNoonUtc(from))} – ${f.format(keyToNoonUtc(to))}`;
};

/** A weekday's short and long names: { short: "Sun", long: "Sunday" }. */
export const weekdayNames = (key: string, locale: string) => ({
  short: format(locale, { weekday: "short", timeZone: "UTC" }).format(keyToNoonUtc(key)),
  long: format(locale, { weekday: "long", timeZone: "UTC" }).format(keyToNoonUtc(key)),
});


/** An instant as date and time in a zone: "Friday, November 27, 2026 at 9:00 AM". */
export const dateTime = (iso: string, locale: string, timeZone?: string) => format(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(iso));

/** The day of the month, in the locale's digits. */
export const dayNumber = (key: string, locale: string) => format(locale, { day: "numeric", timeZone: "UTC" }).format(keyToNoonUtc(key));
