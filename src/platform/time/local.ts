import { TZDate, tzOffset } from "@date-fns/tz";
import { format } from "date-fns";

/**
 * Local dates and times in an organization's zone (date-fns and @date-fns/tz, as
 * DESIGN.md names). An instant is a `Date`; a local date is "2026-11-25", a local
 * date-time "2026-11-25T09:30" (seconds optional), both without a zone.
 */

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The calendar date an instant falls on in `zone` ("2026-11-25" for 23:30 UTC on the 24th in Asia/Tokyo). */
export function localDateOf(instant: Date, zone: string): string {
  return format(new TZDate(instant.getTime(), zone), "yyyy-MM-dd");
}

/** The wall-clock date and time of an instant in `zone` ("2026-11-25T08:30"). */
export function localDateTimeOf(instant: Date, zone: string): string {
  return format(new TZDate(instant.getTime(), zone), "yyyy-MM-dd'T'HH:mm");
}

/**
 * The instant a local date-time names in `zone` ("2026-03-29T10:00" in Europe/Berlin is
 * 08:00 UTC). Across a daylight-saving change it resolves as Temporal's "compatible"
 * rule: a time skipped by spring forward moves ahead by the gap (02:30 → 03:30 summer
 * time), a time repeated by fall back is its first occurrence (still summer time).
 * A date alone is its midnight. Throws a RangeError for anything else.
 */
export function instantOf(local: string, zone: string): Date {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) throw new RangeError(`Not a local date-time: ${local}`);
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  if (new Date(wall).getUTCDate() !== day || month! > 12 || hour > 23 || minute > 59 || second > 59) throw new RangeError(`Not a local date-time: ${local}`);
  // The zone's offsets a day either side: every change of offset lies between them.
  const before = wall - tzOffset(zone, new Date(wall - DAY)) * MINUTE;
  const after = wall - tzOffset(zone, new Date(wall + DAY)) * MINUTE;
  const fits = (instant: number) => instant + tzOffset(zone, new Date(instant)) * MINUTE === wall;
  const candidates = [before, after].filter(fits).sort((a, b) => a - b);
  // None fits: the time was skipped; read it with the offset before the change.
  return new Date(candidates[0] ?? before);
}
