import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { meetingBookings } from "../tables";
import type { Booking, MeetingType } from "../types";

export type BookingRow = typeof meetingBookings.$inferSelect;

/** The one mapper from a stored booking to the answer. */
export function toBooking(row: BookingRow, types: Pick<MeetingType, "id" | "name" | "color">[]): Booking {
  const type = types.find((t) => t.id === row.meeting_type_id);
  return {
    id: row.id,
    title: row.title,
    scheduled_at: row.scheduled_at.toISOString(),
    end_at: new Date(row.scheduled_at.getTime() + row.duration_minutes * 60_000).toISOString(),
    duration_minutes: row.duration_minutes,
    customer_email: row.customer_email,
    customer_name: row.customer_name,
    notes: row.notes,
    meeting_type_id: row.meeting_type_id,
    meeting_type: type ? { id: type.id, name: type.name, color: type.color } : null,
    organization_id: row.organization_id,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/** True for PostgreSQL's exclusion_violation (SQLSTATE 23P01), as node-postgres and PGlite raise it (Drizzle wraps it: causes are looked into). */
export function isExclusionViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23P01") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function secret(): string {
  const value = process.env.BETTER_AUTH_SECRET ?? process.env.AUTH_SECRET;
  if (!value) throw new Error("BETTER_AUTH_SECRET is not set (the start script creates one in the data folder).");
  return value;
}

/** The token of a booking's cancellation link: an HMAC of the booking, its organization and its customer's address (nothing stored). */
export function cancelToken(row: Pick<BookingRow, "id" | "organization_id" | "customer_email">): string {
  return createHmac("sha256", secret())
    .update(`meeting-booking-cancel:${row.id}:${row.organization_id}:${row.customer_email.toLowerCase()}`)
    .digest("base64url");
}

export function validCancelToken(row: Pick<BookingRow, "id" | "organization_id" | "customer_email">, token: string | undefined | null): boolean {
  if (!token) return false;
  const expected = Buffer.from(cancelToken(row));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
