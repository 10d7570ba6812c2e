import type { SettingsList } from "@/platform/lists";
import { WEEKDAYS } from "./rules";

const DAY_WORDS = {
  sunday: "Sunday",
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
} as const;

/**
 * Global Settings → Meeting Types, registered with the settings (docs/decisions.md
 * "Global Settings lists register from their features"); its store, of the same key,
 * is `meetingTypesStore` (server/store.ts). The tab has no Create New entry
 * (spec/site-admin.md §2.10 names none).
 */
export const meetingTypesSettingsList: SettingsList = {
  key: "meeting_types",
  tab: "meetings",
  title: "Meeting types",
  item: "meeting type",
  titleKey: "name",
  fresh: () => ({
    name: "",
    duration_minutes: 30,
    is_active: true,
    is_customer_choice: true,
    color: "#3B82F6",
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    minimum_notice_minutes: 60,
    booking_window_days: 60,
  }),
  fields: [
    { key: "name", label: "Name", kind: "text", required: true },
    { key: "duration_minutes", label: "Duration (minutes)", kind: "number" },
    { key: "description", label: "Description", kind: "textarea" },
    { key: "is_active", label: "Can be booked", kind: "checkbox" },
    { key: "is_customer_choice", label: "Customers can choose it", kind: "checkbox", hint: "Off: only members book this type, for a customer." },
    { key: "color", label: "Colour", kind: "color" },
    { key: "buffer_before_minutes", label: "Free time before (minutes)", kind: "number", hint: "Kept free before each meeting of this type." },
    { key: "buffer_after_minutes", label: "Free time after (minutes)", kind: "number", hint: "Kept free after each meeting of this type." },
    { key: "minimum_notice_minutes", label: "Minimum notice (minutes)", kind: "number", hint: "How long before its start a meeting can still be booked." },
    { key: "booking_window_days", label: "Bookable up to (days ahead)", kind: "number", hint: "How far ahead customers can book." },
  ],
};

const daySelect = { key: "day", label: "Day", kind: "select", options: WEEKDAYS.map((day) => ({ value: day, label: DAY_WORDS[day] })) } as const;

/**
 * The weekly hours, on the same tab: one item per open block of a weekday, in the
 * organization's time zone (General). A day with no block is closed; a day with a
 * lunch break has two blocks.
 */
export const meetingHoursSettingsList: SettingsList = {
  key: "meeting_hours",
  tab: "meetings",
  title: "Weekly hours",
  item: "block of hours",
  titleKey: "day",
  nameOf: (item) => `${DAY_WORDS[item.day as keyof typeof DAY_WORDS] ?? "Day"} ${String(item.start_time ?? "")}–${String(item.end_time ?? "")}`,
  fresh: () => ({ day: "monday", start_time: "09:00", end_time: "17:00" }),
  fields: [
    daySelect,
    { key: "start_time", label: "From", kind: "text", required: true, placeholder: "09:00", hint: "24-hour clock, in the organization's time zone." },
    { key: "end_time", label: "To", kind: "text", required: true, placeholder: "17:00", hint: "24:00 for the end of the day." },
  ],
};

/** Dates whose hours differ from the week's: closed days (holidays) or other hours. */
export const meetingDateOverridesSettingsList: SettingsList = {
  key: "meeting_date_overrides",
  tab: "meetings",
  title: "Dates with other hours",
  item: "date",
  titleKey: "date",
  nameOf: (item) =>
    `${String(item.date ?? "")}${item.is_closed ? " (closed)" : item.start_time ? ` ${String(item.start_time)}–${String(item.end_time ?? "")}` : ""}`,
  fresh: () => ({ date: null, is_closed: true, start_time: "", end_time: "" }),
  fields: [
    { key: "date", label: "Date", kind: "date" },
    { key: "is_closed", label: "Closed all day", kind: "checkbox" },
    { key: "start_time", label: "From", kind: "text", placeholder: "10:00", hint: "When not closed: the hours of that day (24-hour clock)." },
    { key: "end_time", label: "To", kind: "text", placeholder: "14:00" },
  ],
};
