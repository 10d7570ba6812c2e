import "server-only";
import { HttpError, conflict } from "@/platform/http/errors";
import { publicAction } from "@/platform/http/public-action";
import { checkRateLimit, countRateLimit, type RateLimit } from "@/platform/http/rate-limit";
import { loadSite } from "@/platform/tenancy/organizations";
import { localDateOf } from "@/platform/time";
import { BOOKING_ERRORS } from "../rules";
import { bookingRequestSchema } from "../schema";
import { heldTime } from "../slots";
import { meetingBookings } from "../tables";
import { managesBookings } from "./context";
import { mailBooking } from "./mail";
import { customerBookable, readMeetingTypes } from "./read";
import { isExclusionViolation, toBooking } from "./records";
import { slotsOf } from "./slots-api";

/** A person books one or two meetings; a script filling the calendar is stopped. Retries with the same Idempotency-Key count too. */
export const BOOKING_RATE_LIMITS = {
  perAddress: { max: 10, windowMs: 10 * 60_000 },
  perOrganization: { max: 300, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/**
 * Mails to one address that nobody confirmed (an anonymous visitor's typed address), on
 * every site of the server: a person books a few meetings an hour; a script mailing a
 * stranger through bookings is stopped (429, nothing booked).
 */
export const BOOKING_MAIL_LIMIT = { max: 5, windowMs: 60 * 60_000 } as const satisfies RateLimit;

/** Members book any active type at any free slot of the hours (no notice, a 10-year window); customers by the type's rules. */
const MEMBER_RULES = { minimum_notice_minutes: 0, booking_window_days: 3_650 };

/**
 * POST /api/meetings/bookings (spec/visitor.md §7), through publicAction(): the form's
 * fields plus organization_id. The chosen start must be a slot of the type on that
 * local date that is free now (409 "This time is no longer available" otherwise);
 * the insert itself is guarded by the exclusion constraint, so two concurrent
 * requests for one time give one booking and one 409 whatever the timing. A signed-in
 * customer books under their own address. Mails go out after the commit.
 */
export const createBookingRoute = publicAction({
  name: "meeting-bookings",
  input: bookingRequestSchema,
  limits: BOOKING_RATE_LIMITS,
  maxBytes: 16 * 1024,
  write: async ({ tx, organizationId, input, user }) => {
    const member = await managesBookings(tx, user?.id, organizationId);
    const types = await readMeetingTypes(tx, organizationId);
    const type = types.find((t) => t.id === input.meeting_type_id && (member ? t.is_active : customerBookable(t)));
    if (!type) throw new HttpError(400, BOOKING_ERRORS.meetingType, { field: "meeting_type_id" });
    const zone = (await loadSite(organizationId, tx))?.settings.time_zone ?? "UTC";
    const rules = member ? { ...type, ...MEMBER_RULES } : type;
    const start = input.scheduled_at;
    const slots = await slotsOf(tx, organizationId, zone, localDateOf(start, zone), rules, new Date(), false);
    const slot = slots.find((s) => Date.parse(s.start) === start.getTime());
    if (!slot) throw new HttpError(400, BOOKING_ERRORS.notBookable, { field: "scheduled_at" });
    if (!slot.available) throw conflict(BOOKING_ERRORS.taken, { field: "scheduled_at" });
    const held = heldTime(start, type);
    const customerEmail = user && !member ? user.email : input.customer_email;
    // A visitor without an account mails an address nobody confirmed: limited per recipient (members' bookings are the site's own).
    const recipientKey = user ? null : `meeting-booking-mail:${customerEmail.trim().toLowerCase()}`;
    if (recipientKey) checkRateLimit(recipientKey, BOOKING_MAIL_LIMIT);
    try {
      const [row] = await tx
        .insert(meetingBookings)
        .values({
          organization_id: organizationId,
          meeting_type_id: type.id,
          title: input.title || `${type.name} with ${input.customer_name}`,
          customer_name: input.customer_name,
          customer_email: customerEmail,
          user_id: user && !member ? user.id : null,
          notes: input.notes ?? "",
          locale: input.locale ?? null,
          scheduled_at: start,
          duration_minutes: type.duration_minutes,
          blocked_from: held.from,
          blocked_until: held.until,
        })
        .returning();
      if (recipientKey) countRateLimit(recipientKey, BOOKING_MAIL_LIMIT);
      return toBooking(row!, types);
    } catch (error) {
      if (isExclusionViolation(error)) throw conflict(BOOKING_ERRORS.taken, { field: "scheduled_at" });
      throw error;
    }
  },
  afterCommit: async (booking, organizationId) => mailBooking(organizationId, booking.id, "REQUEST"),
});
