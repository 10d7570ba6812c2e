import type { BookingStatus, Weekday } from "./rules";

/** A meeting type as GET /api/meetings/types answers it. */
export type MeetingType = {
  id: number;
  name: string;
  name_translation: Record<string, string> | null;
  description: string;
  description_translation: Record<string, string> | null;
  duration_minutes: number;
  is_active: boolean;
  is_customer_choice: boolean;
  color: string;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  minimum_notice_minutes: number;
  booking_window_days: number;
};

/** GET /api/meetings/types */
export type MeetingTypesResponse = { meeting_types: MeetingType[]; time_zone: string };

/** One slot of GET /api/meetings/available-slots: UTC ISO 8601 instants. */
export type Slot = { start: string; end: string; available: boolean };

/** GET /api/meetings/available-slots */
export type SlotsResponse = { date: string; time_zone: string; meeting_type_id: number | null; slots: Slot[] };

/** A booking as its readers see it (spec/visitor.md §3 "Booking", plus status and buffers). */
export type Booking = {
  id: number;
  title: string;
  scheduled_at: string;
  end_at: string;
  duration_minutes: number;
  customer_email: string;
  customer_name: string;
  notes: string;
  meeting_type_id: number | null;
  meeting_type: { id: number; name: string; color: string } | null;
  organization_id: number;
  status: BookingStatus;
  created_at: string;
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
