import type { JsonRow } from "@/platform/db/json-row";
import type { BookingStatus, Weekday } from "./rules";
import type { meetingBookings, meetingTypes } from "./tables";

/** A meeting type as GET /api/meetings/types answers it: its row's columns but the organization and the order. */
export type MeetingType = Pick<
  JsonRow<typeof meetingTypes.$inferSelect>,
  | "id"
  | "name"
  | "name_translation"
  | "description"
  | "description_translation"
  | "duration_minutes"
  | "is_active"
  | "is_customer_choice"
  | "color"
  | "buffer_before_minutes"
  | "buffer_after_minutes"
  | "minimum_notice_minutes"
  | "booking_window_days"
>;

/** GET /api/meetings/types */
export type MeetingTypesResponse = { meeting_types: MeetingType[]; time_zone: string };

/** One slot of GET /api/meetings/available-slots: UTC ISO 8601 instants. */
export type Slot = { start: string; end: string; available: boolean };

/** GET /api/meetings/available-slots */
export type SlotsResponse = { date: string; time_zone: string; meeting_type_id: number | null; slots: Slot[] };

/**
 * A booking as its readers see it (spec/visitor.md §3 "Booking", plus status and
 * buffers): its row's columns but the customer's account, locale, blocked range,
 * sequence and last change; with its end and its meeting type's name and color.
 */
export type Booking = Pick<
  JsonRow<typeof meetingBookings.$inferSelect>,
  | "id"
  | "title"
  | "scheduled_at"
  | "duration_minutes"
  | "customer_email"
  | "customer_name"
  | "notes"
  | "meeting_type_id"
  | "organization_id"
  | "status"
  | "created_at"
> & {
  end_at: string;
  meeting_type: Pick<MeetingType, "id" | "name" | "color"> | null;
};

/** A time that is taken, without who took it (what a stranger may see). */
export type BusyTime = { start: string; end: string };

/** GET /api/meetings/bookings: `bookings` the caller may see in full, `busy` every taken time of the range. */
export type BookingsResponse = { bookings: Booking[]; busy: BusyTime[]; viewer: "member" | "customer" | "visitor"; time_zone: string };

/** POST /api/meetings/bookings answers the new booking (201), or `{ error, field? }`. */
export type BookingError = { error: string; field?: string };

export type { BookingStatus, Weekday };

declare module "@/platform/tenancy/site-context" {
  interface SiteExtensions {
    /** Whether visitors can book a meeting (an active type of their choice exists): the Schedule Meeting button shows only then. */
    meetings?: boolean;
  }
}
