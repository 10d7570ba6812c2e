import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { user } from "@/platform/auth/tables";
import { getDb } from "@/platform/db/client";
import { DEFAULT_FROM, sendMail } from "@/platform/mail";
import { loadSite } from "@/platform/tenancy/organizations";
import { siteOrigin } from "@/platform/tenancy/site-origin";
import { members } from "@/platform/tenancy/tables";
import { bookingUid, buildInvite } from "../ics";
import { customerMail, meetingTimeText, organizationMail, siteOwnFacts } from "../mail-text";
import { bookingMailLanguage } from "../mail-texts";
import { meetingBookings, meetingTypes } from "../tables";
import { BOOKING_MANAGERS } from "./context";
import { cancelPagePath } from "./cancel-link";
import { cancelToken } from "./records";

/** The sender's address (SMTP_FROM "Name <a@b>" or DEFAULT_FROM): the calendar file's organizer. */
const senderAddress = () => /<([^>]+)>/.exec(process.env.SMTP_FROM ?? DEFAULT_FROM)?.[1] ?? (process.env.SMTP_FROM || "no-reply@localhost");

/**
 * Mails a booking (after its commit): to the customer and to each owner and admin,
 * each with the calendar file (`invite.ics`, METHOD REQUEST for a new booking,
 * METHOD CANCEL for a cancellation; one UID per booking). The customer's mail is in
 * the booking's language (else the site's, else English); the organization's in
 * English. A customer's address that is not their signed-in account's was confirmed by
 * nobody: its mail carries only the site's own text (siteOwnFacts). Failures are
 * logged: the booking stands either way.
 */
export async function mailBooking(organizationId: number, bookingId: number, method: "REQUEST" | "CANCEL"): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(meetingBookings)
    .where(and(eq(meetingBookings.id, bookingId), eq(meetingBookings.organization_id, organizationId)));
  const site = await loadSite(organizationId);
  if (!row || !site) return;
  const [type] = row.meeting_type_id ? await db.select({ name: meetingTypes.name }).from(meetingTypes).where(eq(meetingTypes.id, row.meeting_type_id)) : [];
  const recipients = await db
    .select({ email: user.email })
    .from(members)
    .innerJoin(user, eq(user.id, members.user_id))
    .where(and(eq(members.organization_id, organizationId), inArray(members.role, [...BOOKING_MANAGERS])));
  const zone = site.settings.time_zone;
  const siteName = site.settings.site || site.organization.name;
  const origin = siteOrigin(site.organization.base_url);
  const language = bookingMailLanguage(row.locale, site.settings.language);
  const facts = {
    method,
    siteName,
    title: row.title,
    typeName: type?.name ?? row.title,
    when: meetingTimeText(row.scheduled_at, row.duration_minutes, zone),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    notes: row.notes,
    // The site's page for it, in the mail's language (src/features/meetings/server/cancel-page.tsx).
    cancelLink: `${origin}${cancelPagePath(row.id, cancelToken(row), language, site.settings.language)}`,
    adminLink: `${origin}/admin`,
  };
  const calendarFile = (title: string, attendeeName: string) => {
    const invite = buildInvite({
      method,
      uid: bookingUid(row.id, site.organization.base_url),
      sequence: row.sequence,
      start: row.scheduled_at,
      durationMinutes: row.duration_minutes,
      title,
      description: `${facts.typeName} with ${siteName}: ${facts.when}`,
      zone,
      organizer: { name: siteName, email: senderAddress() },
      attendee: { name: attendeeName, email: row.customer_email },
      calendarName: siteName,
    });
    return [{ filename: method === "CANCEL" ? "cancel.ics" : "invite.ics", content: invite, contentType: `text/calendar; charset=utf-8; method=${method}` }];
  };
  // The customer's address is confirmed only when it is their signed-in account's: else the mail carries the site's own text alone.
  const confirmed = row.user_id !== null;
  const customerFacts = { ...(confirmed ? facts : siteOwnFacts(facts)), when: meetingTimeText(row.scheduled_at, row.duration_minutes, zone, language) };
  const mails = [
    {
      to: row.customer_email,
      ...customerMail(customerFacts, language),
      attachments: calendarFile(customerFacts.title, customerFacts.customerName || row.customer_email),
    },
    ...recipients.map((recipient) => ({
      to: recipient.email,
      replyTo: row.customer_email,
      ...organizationMail(facts),
      attachments: calendarFile(row.title, row.customer_name),
    })),
  ];
  const results = await Promise.allSettled(mails.map((mail) => sendMail(mail)));
  for (const result of results)
    if (result.status === "rejected") console.error(`[meetings] a mail about booking ${bookingId} could not be sent:`, result.reason);
}
