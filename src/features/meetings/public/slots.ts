import { addDays, localDateKey } from "./calendar";

/** spec/visitor.md §3 "Slot": times in UTC ISO 8601. */
export type Slot = { start: string; end: string; available: boolean };

/** The date (`yyyy-MM-dd`) an instant falls on in a time zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** The visitor's own time zone (the browser's), e.g. "America/New_York". */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Local midnight of a visitor's date key (the browser's zone). */
const localMidnight = (key: string) => {
  const [y, m, d] = key.split("-").map(Number);
  return new Date(y, m - 1, d);
};

/**
 * The organization's dates whose slots can fall on the visitor's `days` (the API takes
 * the organization's local date): each day's first and last instant, read in the
 * organization's zone. One date when both zones agree, two where they part.
 */
export function organizationDatesFor(days: readonly string[], organizationZone: string): string[] {
  const dates = new Set<string>();
  for (const day of days) {
    const start = localMidnight(day);
    const end = new Date(localMidnight(addDays(day, 1)).getTime() - 1);
    dates.add(dateInZone(start, organizationZone));
    dates.add(dateInZone(end, organizationZone));
  }
  return [...dates].sort();
}

/**
 * The visitor's slots of one local day: those starting on it, never one that has
 * started (spec §4: past slots are filtered out for customers), each start once,
 * in time order. Taken ones stay (shown as taken).
 */
export function slotsOfDay(slots: readonly Slot[], day: string, now: Date): Slot[] {
  const seen = new Set<string>();
  return slots
    .filter((slot) => {
      const start = new Date(slot.start);
      if (Number.isNaN(start.getTime()) || start.getTime() <= now.getTime() || localDateKey(start) !== day) return false;
      if (seen.has(slot.start)) return false;
      seen.add(slot.start);
      return true;
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The slots grouped by the visitor's local day. */
export function groupByDay(slots: readonly Slot[], days: readonly string[], now: Date): Map<string, Slot[]> {
  return new Map(days.map((day) => [day, slotsOfDay(slots, day, now)]));
}

const timeFormat = (locale: string, timeZone: string) => {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, timeStyle: "short" });
  } catch {
    return new Intl.DateTimeFormat("en", { timeZone: "UTC", timeStyle: "short" });
  }
};

/** A zone's readable name: "Europe/Berlin" → "Berlin", "America/New_York" → "New York". */
export function zoneName(timeZone: string): string {
  const city = timeZone.split("/").pop() ?? timeZone;
  return city.replace(/_/g, " ");
}

/**
 * A slot's start as the visitor reads it: the time in their zone and, when the
 * organization's clock shows another time then, that time and the organization's zone.
 */
export function slotTimes(slot: Pick<Slot, "start">, locale: string, zone: string, organizationZone: string): { time: string; organizationTime: string | null } {
  const start = new Date(slot.start);
  const time = timeFormat(locale, zone).format(start);
  if (zone === organizationZone) return { time, organizationTime: null };
  const theirs = timeFormat(locale, organizationZone).format(start);
  const sameDay = dateInZone(start, zone) === dateInZone(start, organizationZone);
  return { time, organizationTime: theirs === time && sameDay ? null : theirs };
}

/** Whether the visitor's zone reads times differently from the organization's now (then both are named). */
export function zonesDiffer(zone: string, organizationZone: string, at: Date): boolean {
  if (zone === organizationZone) return false;
  const f = (tz: string) => new Intl.DateTimeFormat("en-US", { timeZone: tz, dateStyle: "short", timeStyle: "short" }).format(at);
  try {
    return f(zone) !== f(organizationZone);
  } catch {
    return false;
  }
}
