// Time zones and local dates of the organization (`settings.time_zone`).
export { isTimeZone, serverTimeZone, timeZoneNames } from "./zones";
export { instantOf, localDateOf, localDateTimeOf } from "./local";
