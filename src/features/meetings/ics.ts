import { createEvent } from "ics";

export type InviteInput = {
  method: "REQUEST" | "CANCEL";
  /** Stable per booking: the request and its cancellation name one event. */
  uid: string;
  /** Raised on every change the customer's calendar must take (a cancellation). */
  sequence: number;
  start: Date;
  durationMinutes: number;
  title: string;
  description: string;
  /** The organization's zone, named for calendars that show it (times themselves are UTC, never ambiguous). */
  zone: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  calendarName: string;
};

/** The UID of a booking's event: the same in its invitation and its cancellation. */
export const bookingUid = (bookingId: number, host: string) => `meeting-booking-${bookingId}@${host}`;

/**
 * A booking's calendar file (RFC 5545, the `ics` package): METHOD REQUEST for the
 * invitation, METHOD CANCEL with STATUS CANCELLED for the cancellation; DTSTART in
 * UTC and X-WR-TIMEZONE the organization's zone.
 */
export function buildInvite(input: InviteInput): string {
  const { error, value } = createEvent({
    productId: "onsite/meetings",
    method: input.method,
    uid: input.uid,
    sequence: input.sequence,
    start: input.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: input.durationMinutes },
    title: input.title,
    description: input.description,
    status: input.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        rsvp: false,
        partstat: input.method === "CANCEL" ? "DECLINED" : "ACCEPTED",
        role: "REQ-PARTICIPANT",
      },
    ],
    calName: input.calendarName,
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be built");
  const newline = value.includes("\r\n") ? "\r\n" : "\n";
  return value.replace(/(X-WR-CALNAME:[^\r\n]*)(\r?\n)/, `$1$2X-WR-TIMEZONE:${input.zone}${newline}`);
}

/** The properties of the first VEVENT and of the calendar (unfolded lines, parameters dropped): what a test or a reader checks. */
export function readInvite(text: string): { calendar: Record<string, string>; event: Record<string, string> } {
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  let inEvent = false;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") inEvent = true;
    else if (line === "END:VEVENT") inEvent = false;
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(";")[0]!;
    const target = inEvent ? event : calendar;
    if (!(name in target)) target[name] = line.slice(colon + 1);
  }
  return { calendar, event };
}
