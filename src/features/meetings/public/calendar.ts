/**
 * The booking calendar's dates, as `yyyy-MM-dd` keys (the API's date format). Pure
 * arithmetic on calendar dates (UTC inside, so no daylight-saving change moves a day);
 * the week starts on Sunday in every view (spec/visitor.md "Meeting widget", §9).
 */
export type CalendarView = "month" | "week" | "day";
export const CALENDAR_VIEWS: readonly CalendarView[] = ["month", "week", "day"];

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const toUtc = (key: string) => {
  const [y, m, d] = key.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (date: Date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Whether `value` is a real calendar date written `yyyy-MM-dd`. */
export function isDateKey(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;
}

/** The visitor's local date of an instant (the browser's own time zone). */
export function localDateKey(instant: Date): string {
  return `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

export function addDays(key: string, days: number): string {
  const date = toUtc(key);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Same day of another month, kept within that month (31 January + 1 month = 28 or 29 February). */
export function addMonths(key: string, months: number): string {
  const date = toUtc(key);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return fromUtc(target);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (key: string) => toUtc(key).getUTCDay();

/** The Sunday that starts `key`'s week. */
export const startOfWeek = (key: string) => addDays(key, -weekdayOf(key));

/** The seven days of `key`'s week, Sunday first. */
export const weekOf = (key: string) => Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(key), i));

export const monthOf = (key: string) => key.slice(0, 7);

/**
 * The month view's grid: whole weeks, Sunday first, from the week of the 1st to the
 * week of the last day; days of the months around it fill the first and last weeks.
 */
export function monthGrid(key: string): string[][] {
  const first = `${monthOf(key)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7)) weeks.push(weekOf(start));
  return weeks;
}

/** The days a view shows around `key`. */
export function visibleDays(view: CalendarView, key: string): string[] {
  if (view === "month") return monthGrid(key).flat();
  if (view === "week") return weekOf(key);
  return [key];
}

/** Previous (-1) or next (+1) in a view: a month, a week or a day. */
export function step(view: CalendarView, key: string, direction: 1 | -1): string {
  if (view === "month") return addMonths(key, direction);
  return addDays(key, view === "week" ? 7 * direction : direction);
}

/**
 * Where a key press in the grid moves the focused day (WAI-ARIA date grid): arrows by a
 * day or a week, Home and End to the week's Sunday and Saturday, Page Up and Down by a
 * month (with Shift, a year). Null for other keys.
 */
export function moveByKey(key: string, pressed: string, shift = false): string | null {
  switch (pressed) {
    case "ArrowLeft":
      return addDays(key, -1);
    case "ArrowRight":
      return addDays(key, 1);
    case "ArrowUp":
      return addDays(key, -7);
    case "ArrowDown":
      return addDays(key, 7);
    case "Home":
      return startOfWeek(key);
    case "End":
      return addDays(startOfWeek(key), 6);
    case "PageUp":
      return addMonths(key, shift ? -12 : -1);
    case "PageDown":
      return addMonths(key, shift ? 12 : 1);
    default:
      return null;
  }
}

/** A key as a Date at noon UTC, for formatting its calendar date in any zone without it moving. */
export const keyToNoonUtc = (key: string) => new Date(toUtc(key).getTime() + 12 * 3_600_000);
