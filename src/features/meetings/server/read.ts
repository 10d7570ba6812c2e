import "server-only";
import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import type { Busy, DateOverride, HoursBlock } from "../slots";
import { meetingBookings, meetingDateOverrides, meetingHours, meetingTypes } from "../tables";
import type { MeetingType } from "../types";

type TypeRow = typeof meetingTypes.$inferSelect;

/** The one mapper from a stored meeting type to the answer. */
export function toMeetingType(row: TypeRow): MeetingType {
  return {
    id: row.id,
    name: row.name,
    name_translation: row.name_translation ?? null,
    description: row.description,
    description_translation: row.description_translation ?? null,
    duration_minutes: row.duration_minutes,
    is_active: row.is_active,
    is_customer_choice: row.is_customer_choice,
    color: row.color,
    buffer_before_minutes: row.buffer_before_minutes,
    buffer_after_minutes: row.buffer_after_minutes,
    minimum_notice_minutes: row.minimum_notice_minutes,
    booking_window_days: row.booking_window_days,
  };
}

/** A type customers may book: active, and theirs to choose. */
export const customerBookable = (type: MeetingType) => type.is_active && type.is_customer_choice;

/** The organization's meeting types in their order. */
export async function readMeetingTypes(db: Db, organizationId: number): Promise<MeetingType[]> {
  const rows = await db
    .select()
    .from(meetingTypes)
    .where(eq(meetingTypes.organization_id, organizationId))
    .orderBy(asc(meetingTypes.order), asc(meetingTypes.id));
  return rows.map(toMeetingType);
}

/** Weekly hours and date overrides. */
export async function readAvailability(db: Db, organizationId: number): Promise<{ hours: HoursBlock[]; overrides: DateOverride[] }> {
  const [hours, overrides] = [
    await db.select().from(meetingHours).where(eq(meetingHours.organization_id, organizationId)),
    await db.select().from(meetingDateOverrides).where(eq(meetingDateOverrides.organization_id, organizationId)),
  ];
  return {
    hours: hours.map((h) => ({ day: h.day, start_time: h.start_time, end_time: h.end_time })),
    overrides: overrides.map((o) => ({ date: o.date, is_closed: o.is_closed, start_time: o.start_time, end_time: o.end_time })),
  };
}

/** The times held by the organization's bookings (all but cancelled) that overlap [from, until). */
export async function readBusy(db: Db, organizationId: number, from: Date, until: Date): Promise<Busy[]> {
  const rows = await db
    .select({ from: meetingBookings.blocked_from, until: meetingBookings.blocked_until })
    .from(meetingBookings)
    .where(
      and(
        eq(meetingBookings.organization_id, organizationId),
        ne(meetingBookings.status, "cancelled"),
        lt(meetingBookings.blocked_from, until),
        gt(meetingBookings.blocked_until, from),
      ),
    );
  return rows;
}
