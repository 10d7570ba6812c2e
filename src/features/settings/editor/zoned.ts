import { instantOf, isTimeZone, localDateTimeOf } from "@/platform/time";

/**
 * The organization's time zone the settings lists' date-times are typed in: the
 * General tab's zone as drafted when it is one, else the saved one, else UTC.
 */
export function editingZone(drafted: string | undefined, saved: string | undefined): string {
  for (const zone of [drafted?.trim(), saved?.trim()]) if (zone && isTimeZone(zone)) return zone;
  return "UTC";
}

/** A stored ISO instant as a datetime-local value in `zone` ("2026-12-31T18:30"); "" for none. */
export function zonedInputValue(value: unknown, zone: string): string {
  const date = typeof value === "string" && value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  return localDateTimeOf(date, zone);
}

/** A datetime-local value read in `zone` as the UTC ISO instant stored; null for an empty or partial one. */
export function zonedInstant(local: string, zone: string): string | null {
  if (!local) return null;
  try {
    return instantOf(local, zone).toISOString();
  } catch {
    return null;
  }
}
