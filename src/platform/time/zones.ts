/**
 * IANA time zones (the organization's `time_zone` setting). No date library here:
 * the settings form imports this on the client.
 */

/** A zone's name as IANA writes it ("Europe/Berlin", "UTC"); fixed offsets ("+01:00") are not zones. */
const ZONE_NAME = /^[A-Za-z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether `name` is a time zone this runtime knows ("Europe/Berlin", "UTC", older names like "Asia/Calcutta" too). */
export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The server's own zone (the default of an organization that chose none), else "UTC". */
export function serverTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : "UTC";
}

/** The zones to choose from, sorted, "UTC" among them (the runtime's list, which names each zone once). */
export function timeZoneNames(): string[] {
  const names = new Set(Intl.supportedValuesOf("timeZone"));
  names.add("UTC");
  return [...names].sort();
}
