import "server-only";
import { and, asc, eq, gte, lt, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, route } from "@/platform/http/errors";
import { instantOf } from "@/platform/time";
import { BOOKING_ERRORS, BOOKING_LIMITS } from "../rules";
import { dateError, localDateSchema } from "../schema";
import { nextDate } from "../slots";
import { meetingBookings } from "../tables";
import type { BookingsResponse } from "../types";
import { organizationOfRead, PRIVATE, viewerOf, zoneOf } from "./context";
import { readMeetingTypes } from "./read";
import { toBooking } from "./records";

const DAY = 86_400_000;

/** The local dates of a range, both required, end not before start, at most 92 days. */
function rangeOf(url: URL): { start: string; end: string } {
  const start = localDateSchema.safeParse(url.searchParams.get("start_date") ?? "");
  const end = localDateSchema.safeParse(url.searchParams.get("end_date") ?? "");
  if (!start.success) throw badRequest(dateError(start, BOOKING_ERRORS.range));
  if (!end.success) throw badRequest(dateError(end, BOOKING_ERRORS.range));
  const days = (Date.parse(end.data) - Date.parse(start.data)) / DAY;
  if (days < 0 || days > BOOKING_LIMITS.rangeDays) throw badRequest(BOOKING_ERRORS.range);
  return { start: start.data, end: end.data };
}

/**
 * GET /api/meetings/bookings?organization_id=&start_date=&end_date= (spec/visitor.md §7):
 * the bookings starting on those local dates (organization's zone, end date included).
 * Owners and admins get every booking (cancelled ones too); a signed-in customer only
 * their own (by their account's address); everyone gets `busy`, the times held by
 * bookings that are not cancelled, without names or addresses. Never cached.
 */
export const listBookingsRoute = route(async (request) => {
  const url = new URL(request.url);
  const organizationId = await organizationOfRead(request, url);
  const range = rangeOf(url);
  const zone = await zoneOf(organizationId);
  const from = instantOf(range.start, zone);
  const until = instantOf(nextDate(range.end), zone);
  const viewer = await viewerOf(request, organizationId);
  const db = await getDb();
  const inRange = and(eq(meetingBookings.organization_id, organizationId), gte(meetingBookings.scheduled_at, from), lt(meetingBookings.scheduled_at, until));
  const busyRows = await db
    .select({ scheduled_at: meetingBookings.scheduled_at, duration_minutes: meetingBookings.duration_minutes })
    .from(meetingBookings)
    .where(and(inRange, ne(meetingBookings.status, "cancelled")))
    .orderBy(asc(meetingBookings.scheduled_at));
  const busy = busyRows.map((row) => ({
    start: row.scheduled_at.toISOString(),
    end: new Date(row.scheduled_at.getTime() + row.duration_minutes * 60_000).toISOString(),
  }));
  let body: BookingsResponse;
  if (viewer.member || viewer.user) {
    const own = viewer.member
      ? undefined
      : or(eq(meetingBookings.user_id, viewer.user!.id), sql`lower(${meetingBookings.customer_email}) = ${viewer.user!.email.toLowerCase()}`);
    const rows = await db.select().from(meetingBookings).where(and(inRange, own)).orderBy(asc(meetingBookings.scheduled_at), asc(meetingBookings.id));
    const types = await readMeetingTypes(db, organizationId);
    body = { bookings: rows.map((row) => toBooking(row, types)), busy, viewer: viewer.member ? "member" : "customer", time_zone: zone };
  } else {
    body = { bookings: [], busy, viewer: "visitor", time_zone: zone };
  }
  return Response.json(body, { headers: PRIVATE });
});

/** Upcoming bookings no member has confirmed yet (status scheduled): the dashboard's count beside Bookings. */
export async function bookingsToConfirm(organizationId: number): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .select({ n: sql<number>`count(*)` })
    .from(meetingBookings)
    .where(and(eq(meetingBookings.organization_id, organizationId), eq(meetingBookings.status, "scheduled"), gte(meetingBookings.scheduled_at, new Date())));
  return Number(row?.n ?? 0);
}
