import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { conflict, forbidden, HttpError, notFound, parseId } from "@/platform/http/errors";
import { mutation } from "@/platform/http/mutation";
import { publicAction } from "@/platform/http/public-action";
import { BOOKING_ERRORS, canChangeStatus, customerMayCancel, type BookingStatus } from "../rules";
import { cancelSchema, statusChangeSchema } from "../schema";
import { meetingBookings } from "../tables";
import type { Booking } from "../types";
import { BOOKING_MANAGERS, managesBookings } from "./context";
import { mailBooking } from "./mail";
import { readMeetingTypes } from "./read";
import { isExclusionViolation, toBooking, validCancelToken, type BookingRow } from "./records";

type Params = { id: string };

/** The booking of this organization, locked for the change; 404 when there is none. */
async function lockedBooking(tx: Db, organizationId: number, id: number): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(meetingBookings)
    .where(and(eq(meetingBookings.id, id), eq(meetingBookings.organization_id, organizationId)))
    .for("update");
  if (!row) throw notFound(BOOKING_ERRORS.notFound);
  return row;
}

async function setStatus(tx: Db, row: BookingRow, status: BookingStatus): Promise<Booking> {
  try {
    const [updated] = await tx
      .update(meetingBookings)
      .set({ status, sequence: status === "cancelled" ? row.sequence + 1 : row.sequence, updated_at: sql`now()` })
      .where(eq(meetingBookings.id, row.id))
      .returning();
    return toBooking(updated!, await readMeetingTypes(tx, row.organization_id));
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(BOOKING_ERRORS.taken);
    throw error;
  }
}

/** Results of a write that changed nothing (the booking already had that status): no mail. */
const unchanged = new WeakSet<object>();

/**
 * PATCH /api/meetings/bookings/{id} {status}: owners and admins confirm, complete,
 * cancel or mark no-show (mutation(): signed in, role in the booking's organization,
 * one transaction). A change STATUS_TRANSITIONS does not allow is a 409; a cancellation
 * mails the customer and the organization a METHOD CANCEL calendar file.
 */
export const changeStatusRoute = mutation<Params, typeof statusChangeSchema, Booking>({
  owner: async ({ params, db }) => {
    const id = parseId(params.id, BOOKING_ERRORS.notFound);
    const [row] = await db.select({ organization_id: meetingBookings.organization_id }).from(meetingBookings).where(eq(meetingBookings.id, id));
    if (!row) throw notFound(BOOKING_ERRORS.notFound);
    return row.organization_id;
  },
  roles: BOOKING_MANAGERS,
  input: statusChangeSchema,
  write: async ({ tx, organizationId, params, input }) => {
    const row = await lockedBooking(tx, organizationId, Number(params.id));
    if (!canChangeStatus(row.status, input.status))
      throw new HttpError(409, BOOKING_ERRORS.transition.replace("{from}", row.status).replace("{to}", input.status), { field: "status" });
    const booking = await setStatus(tx, row, input.status);
    if (row.status === input.status) unchanged.add(booking);
    return booking;
  },
  // A booking's status shows on no public page (the times offered are the meeting types').
  invalidates: "nothing",
  afterCommit: async (booking, organizationId) => {
    if (booking.status === "cancelled" && !unchanged.has(booking))
      await mailBooking(organizationId, booking.id, "CANCEL").catch((error: unknown) => console.error("[meetings] cancellation mail:", error));
    return booking;
  },
});

/**
 * POST /api/meetings/bookings/{id}/cancel {token?}: the customer cancels their own
 * booking (publicAction(): the host's organization), with the token of the mail's
 * link or signed in with the booking's address. Only a booking that is scheduled or
 * confirmed and has not started; cancelling a cancelled one answers it unchanged.
 */
export const cancelBookingRoute = publicAction<Params, typeof cancelSchema, Booking>({
  name: "meeting-cancel",
  input: cancelSchema,
  status: 200,
  limits: { perAddress: { max: 20, windowMs: 10 * 60_000 } },
  maxBytes: 4 * 1024,
  write: async ({ tx, organizationId, params, input, user }) => {
    const row = await lockedBooking(tx, organizationId, parseId(params.id, BOOKING_ERRORS.notFound));
    const own = user !== null && (row.user_id === user.id || row.customer_email.toLowerCase() === user.email.toLowerCase());
    const manager = !own && (await managesBookings(tx, user?.id, organizationId));
    if (!own && !manager && !validCancelToken(row, input.token)) throw input.token ? forbidden(BOOKING_ERRORS.cancelLink) : forbidden(BOOKING_ERRORS.notYours);
    if (row.status === "cancelled") {
      const booking = toBooking(row, await readMeetingTypes(tx, organizationId));
      unchanged.add(booking);
      return booking;
    }
    if (!customerMayCancel(row.status, row.scheduled_at, new Date())) throw new HttpError(409, BOOKING_ERRORS.tooLate, { field: "status" });
    return setStatus(tx, row, "cancelled");
  },
  afterCommit: async (booking, organizationId) => {
    if (!unchanged.has(booking)) await mailBooking(organizationId, booking.id, "CANCEL");
  },
});
