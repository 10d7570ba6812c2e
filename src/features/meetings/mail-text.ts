import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/** "Sunday, 29 March 2026, 09:00–09:30 (Europe/Berlin)": a meeting's time in the organization's zone, for mails. */
export function meetingTimeText(start: Date, durationMinutes: number, zone: string): string {
  const from = new TZDate(start.getTime(), zone);
  const until = new TZDate(start.getTime() + durationMinutes * 60_000, zone);
  return `${format(from, "EEEE, d MMMM yyyy, HH:mm")}–${format(until, "HH:mm")} (${zone})`;
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

/** The customer's mail: the meeting, and how to cancel it (the signed link), or that it was cancelled. */
export function customerMail(f: BookingMailFacts): { subject: string; text: string } {
  if (f.method === "CANCEL") {
    return {
      subject: `Cancelled: ${f.typeName} on ${f.when}`,
      text: [`Hello ${f.customerName},`, "", `Your meeting "${f.title}" with ${f.siteName} on ${f.when} is cancelled.`, "", "The attached calendar file removes it from your calendar.", "", f.siteName].join("\n"),
    };
  }
  return {
    subject: `Your meeting with ${f.siteName}: ${f.when}`,
    text: [
      `Hello ${f.customerName},`,
      "",
      `Your meeting "${f.title}" with ${f.siteName} is booked.`,
      "",
      `When: ${f.when}`,
      `Meeting type: ${f.typeName}`,
      ...(f.notes ? [`Your notes: ${f.notes}`] : []),
      "",
      "The attached calendar file adds it to your calendar.",
      "",
      `To cancel it, open this link: ${f.cancelLink}`,
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
