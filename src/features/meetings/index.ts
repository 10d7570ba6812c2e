// What other code may import from the meetings feature (client-safe).
export {
  bookingInputSchema,
  cancelSchema,
  DEFAULT_MEETING_COLOR,
  EMAIL_PATTERN,
  localDateSchema,
  meetingDateOverrideItemSchema,
  meetingHoursItemSchema,
  meetingTypeItemSchema,
  statusChangeSchema,
  type BookingInput,
  type MeetingDateOverrideInput,
  type MeetingHoursInput,
  type MeetingTypeInput,
} from "./schema";
export { meetingDateOverridesSettingsList, meetingHoursSettingsList, meetingTypesSettingsList } from "./settings";
export { BOOKING_ERRORS, BOOKING_STATUSES, STATUS_TRANSITIONS, WEEKDAYS, canChangeStatus, customerMayCancel, holdsTime } from "./rules";
export type {
  Booking,
  BookingError,
  BookingsResponse,
  BookingStatus,
  BusyTime,
  MeetingType,
  MeetingTypesResponse,
  Slot,
  SlotsResponse,
  Weekday,
} from "./types";
// Create New → Bookings and the palette: the members' bookings calendar (its code loads when opened).
export { bookingsEditor } from "./editor/registration";
