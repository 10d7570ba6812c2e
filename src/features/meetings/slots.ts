import { instantOf } from "@/platform/time";
import { WEEKDAYS, type Weekday } from "./rules";
import type { Slot } from "./types";

/**
 * The slots of one local date (pure: the routes read the rows, the clock and the zone).
 * Hours are wall-clock times in the organization's zone; every instant is a UTC
 * `Date`, answered as ISO 8601. Across a daylight-saving change the open hours keep
 * their wall-clock times (09:00 stays 09:00) and a slot lasts its real minutes, so a
 * day open 00:00–24:00 has 23 or 25 hours of slots.
 */

export type HoursBlock = { day: Weekday; start_time: string; end_time: string };
export type DateOverride = { date: string; is_closed: boolean; start_time: string | null; end_time: string | null };
export type SlotRules = {
  duration_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  minimum_notice_minutes: number;
  booking_window_days: number;
};
/** A time some booking holds, its buffers included. */
export type Busy = { from: Date; until: Date };
export type Interval = { start: Date; end: Date };

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The weekday of a local date ("2026-03-29" → "sunday"). */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** The local date after `date` ("2026-12-31" → "2027-01-01"). */
export const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** The instant a wall-clock time of `date` names in `zone` ("24:00": the next midnight). */
export const wallClock = (date: string, time: string, zone: string) =>
  time === "24:00" ? instantOf(nextDate(date), zone) : instantOf(`${date}T${time}`, zone);

/**
 * The open hours of a local date: a date override replaces the week's hours (a
 * closed one closes the day, even beside another override of that date with hours);
 * without one, the weekday's blocks. Sorted, overlapping blocks joined.
 */
export function openHours(date: string, zone: string, hours: readonly HoursBlock[], overrides: readonly DateOverride[]): Interval[] {
  const ofDate = overrides.filter((o) => o.date === date);
  if (ofDate.some((o) => o.is_closed)) return [];
  const blocks = ofDate.length
    ? ofDate.filter((o) => o.start_time && o.end_time).map((o) => ({ start_time: o.start_time!, end_time: o.end_time! }))
    : hours.filter((h) => h.day === weekdayOf(date));
  const intervals = blocks.map((b) => ({ start: wallClock(date, b.start_time, zone), end: wallClock(date, b.end_time, zone) })).filter((i) => i.end > i.start);
  intervals.sort((a, b) => a.start.getTime() - b.start.getTime());
  const joined: Interval[] = [];
  for (const interval of intervals) {
    const last = joined.at(-1);
    if (last && interval.start <= last.end) last.end = new Date(Math.max(last.end.getTime(), interval.end.getTime()));
    else joined.push({ ...interval });
  }
  return joined;
}

export type DaySlotsInput = {
  date: string;
  zone: string;
  hours: readonly HoursBlock[];
  overrides: readonly DateOverride[];
  rules: SlotRules;
  busy: readonly Busy[];
  now: Date;
  /**
   * A member's view (`is_admin=true` from a member): every slot of the day is listed,
   * a past one or one within the notice as unavailable. A customer's view leaves out
   * slots that start before now plus the minimum notice, and those past the booking window.
   */
  forMember?: boolean;
};

/** Whether [from, until) overlaps a busy time. */
const overlaps = (from: number, until: number, busy: readonly Busy[]) => busy.some((b) => from < b.until.getTime() && b.from.getTime() < until);

/** The slots of the date, each `duration_minutes` long, from the start of each open block. */
export function daySlots(input: DaySlotsInput): Slot[] {
  const { rules, now } = input;
  const duration = rules.duration_minutes * MINUTE;
  const earliest = now.getTime() + rules.minimum_notice_minutes * MINUTE;
  const latest = now.getTime() + rules.booking_window_days * DAY;
  const slots: Slot[] = [];
  const seen = new Set<number>();
  for (const interval of openHours(input.date, input.zone, input.hours, input.overrides)) {
    for (let start = interval.start.getTime(); start + duration <= interval.end.getTime(); start += duration) {
      if (seen.has(start)) continue;
      seen.add(start);
      const bookable = start >= earliest && start <= latest;
      if (!bookable && !input.forMember) continue;
      const taken = overlaps(start - rules.buffer_before_minutes * MINUTE, start + duration + rules.buffer_after_minutes * MINUTE, input.busy);
      slots.push({ start: new Date(start).toISOString(), end: new Date(start + duration).toISOString(), available: bookable && !taken });
    }
  }
  return slots;
}

/** The time a booking of `rules` starting at `start` holds, buffers included (what the database's exclusion constraint compares). */
export function heldTime(start: Date, rules: Pick<SlotRules, "duration_minutes" | "buffer_before_minutes" | "buffer_after_minutes">): Busy {
  return {
    from: new Date(start.getTime() - rules.buffer_before_minutes * MINUTE),
    until: new Date(start.getTime() + (rules.duration_minutes + rules.buffer_after_minutes) * MINUTE),
  };
}
