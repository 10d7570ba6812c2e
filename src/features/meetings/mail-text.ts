import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { UiLocale } from "@/platform/i18n/locales";
import { BOOKING_MAIL, DATE_LOCALES, fill } from "./mail-texts";

/**
 * "Sunday, 29 March 2026, 09:00–09:30 (Europe/Berlin)": a meeting's time in the
 * organization's zone, for mails; weekday and month in `language` ("Sonntag, 29. März 2026, …").
 */
export function meetingTimeText(start: Date, durationMinutes: number, zone: string, language: UiLocale = "en"): string {
  const from = new TZDate(start.getTime(), zone);
  const until = new TZDate(start.getTime() + durationMinutes * 60_000, zone);
  const locale = DATE_LOCALES[language];
  return `${format(from, BOOKING_MAIL[language].date, { locale })}, ${format(from, "HH:mm")}–${format(until, "HH:mm")} (${zone})`;
}

export type BookingMailFacts = {
  method: "REQUEST" | "CANCEL";
  siteName: string;
  title: string;
  typeName: string;
  when: string;
  customerName: string;
  customerEmail: string;
  notes: string;
  cancelLink: string;
  adminLink: string;
};

/**
 * The facts a mail to an address nobody confirmed may carry: the site's own text only
 * (its name, the type's name, the time, the link), never what the booking's visitor
 * typed (title, name, notes), so a booking cannot mail a stranger someone's words
 * from the site's sender.
 */
export function siteOwnFacts(f: BookingMailFacts): BookingMailFacts {
  return { ...f, title: f.typeName, customerName: "", notes: "" };
}

/** The customer's mail in their language (`when` written in it too): the meeting, and how to cancel it (the signed link), or that it was cancelled. */
export function customerMail(f: BookingMailFacts, language: UiLocale = "en"): { subject: string; text: string } {
  const t = BOOKING_MAIL[language];
  const values = { site: f.siteName, title: f.title, type: f.typeName, when: f.when, name: f.customerName, notes: f.notes, link: f.cancelLink };
  const hello = f.customerName ? fill(t.hello, values) : t.helloAnyone;
  if (f.method === "CANCEL") {
    return {
      subject: fill(t.cancelledSubject, values),
      text: [hello, "", fill(t.cancelled, values), "", t.removeFromCalendar, "", f.siteName].join("\n"),
    };
  }
  return {
    subject: fill(t.bookedSubject, values),
    text: [
      hello,
      "",
      fill(t.booked, values),
      "",
      fill(t.when, values),
      fill(t.type, values),
      ...(f.notes ? [fill(t.notes, values)] : []),
      "",
      t.addToCalendar,
      "",
      fill(t.cancelHint, values),
      "",
      f.siteName,
    ].join("\n"),
  };
}

/** The mail to the organization's owners and admins (a reply goes to the customer). */
export function organizationMail(f: BookingMailFacts): { subject: string; text: string } {
  const cancelled = f.method === "CANCEL";
  return {
    subject: cancelled ? `Booking cancelled: ${f.customerName}, ${f.when}` : `New booking: ${f.customerName}, ${f.when}`,
    text: [
      cancelled ? `The meeting "${f.title}" on ${f.when} is cancelled.` : `${f.customerName} booked "${f.title}".`,
      "",
      `When: ${f.when}`,
      `Meeting type: ${f.typeName}`,
      `Name: ${f.customerName}`,
      `Email: ${f.customerEmail}`,
      ...(f.notes ? [`Notes: ${f.notes}`] : []),
      "",
      `All bookings are in Create New → Bookings on ${f.adminLink}.`,
    ].join("\n"),
  };
}
