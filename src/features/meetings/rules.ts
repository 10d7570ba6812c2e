/** The booking form's messages (spec/visitor.md §5) and the server's own, word for word. */
export const BOOKING_ERRORS = {
  name: "Name is required",
  email: "Email is required",
  emailInvalid: "Please enter a valid email address",
  meetingType: "Please select a meeting type",
  slot: "Please select a time slot",
  taken: "This time is no longer available",
  notBookable: "This time cannot be booked. Please choose one of the times shown.",
  organization: "Organization context not available",
  date: "date must be a date like 2026-03-14 (yyyy-MM-dd)",
  range: "start_date and end_date must be dates like 2026-03-14, end_date not before start_date, at most 92 days apart",
  dateBounds: "Dates must be between 1970-01-01 and 2999-12-31",
  notFound: "Booking not found",
  transition: "A booking that is {from} cannot become {to}",
  cancelLink: "This cancellation link is not valid. Sign in to cancel from your account, or use the link in your latest mail.",
  notYours: "You can cancel only your own bookings",
  tooLate: "This booking can no longer be cancelled",
} as const;

export const BOOKING_LIMITS = { name: 200, email: 254, notes: 2_000, rangeDays: 92 } as const;

/**
 * The dates the meetings take (BOOKING_ERRORS.dateBounds outside them): the zone
 * rules hold from 1970, and a date near year 9999 would step past what a Date holds.
 */
export const DATE_BOUNDS = { min: "1970-01-01", max: "2999-12-31" } as const;

/** Booking statuses (spec/visitor.md §4). */
export const BOOKING_STATUSES = ["scheduled", "confirmed", "completed", "cancelled", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold their time: every one but cancelled (the database's exclusion constraint uses the same rule). */
export const holdsTime = (status: BookingStatus) => status !== "cancelled";

/**
 * Which status a booking may go to from which (members). Scheduled and confirmed
 * bookings can be confirmed, completed, cancelled or marked no-show; a completed
 * one and a no-show can be swapped (a mistake corrected); cancelled is final (book again).
 */
export const STATUS_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  scheduled: ["confirmed", "completed", "cancelled", "no_show"],
  confirmed: ["completed", "cancelled", "no_show"],
  completed: ["no_show"],
  no_show: ["completed"],
  cancelled: [],
};

export const canChangeStatus = (from: BookingStatus, to: BookingStatus) => from === to || STATUS_TRANSITIONS[from].includes(to);

/** A customer may cancel a booking that is scheduled or confirmed and has not started. */
export const customerMayCancel = (status: BookingStatus, start: Date, now: Date) =>
  (status === "scheduled" || status === "confirmed") && start.getTime() > now.getTime();

/** Days of the week, Sunday first (the calendar's week starts on Sunday, spec §9). */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A new organization's weekly hours (issue 41 §11): Monday to Friday, 09:00–17:00, in its time zone. */
export const DEFAULT_WEEKLY_HOURS: readonly { day: Weekday; start_time: string; end_time: string }[] = (
  ["monday", "tuesday", "wednesday", "thursday", "friday"] as const
).map((day) => ({ day, start_time: "09:00", end_time: "17:00" }));

/** Slots when an organization has no meeting type at all (the calendar still shows its hours). */
export const DEFAULT_SLOT_MINUTES = 30;
