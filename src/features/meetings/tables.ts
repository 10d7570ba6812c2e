import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { listRowColumns, type Translations } from "@/platform/db/columns";
import { organizations } from "@/platform/tenancy/tables";
import type { BookingStatus, Weekday } from "./rules";

/** Meeting types visitors can book (spec/visitor.md §3 "Meeting type", plus name, duration, description, buffers and limits). */
export const meetingTypes = pgTable(
  "meeting_types",
  {
    ...listRowColumns(),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Translations>(),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>(),
    duration_minutes: integer("duration_minutes").notNull().default(30),
    is_active: boolean("is_active").notNull().default(true),
    is_customer_choice: boolean("is_customer_choice").notNull().default(true),
    color: text("color").notNull().default("#3B82F6"),
    buffer_before_minutes: integer("buffer_before_minutes").notNull().default(0),
    buffer_after_minutes: integer("buffer_after_minutes").notNull().default(0),
    minimum_notice_minutes: integer("minimum_notice_minutes").notNull().default(0),
    booking_window_days: integer("booking_window_days").notNull().default(60),
  },
  (t) => [index("meeting_types_organization_order_idx").on(t.organization_id, t.order)],
);

/** The organization's weekly hours: one row per open block of a weekday, local wall-clock times ("09:00"–"17:00"). */
export const meetingHours = pgTable(
  "meeting_hours",
  {
    ...listRowColumns(),
    day: text("day").$type<Weekday>().notNull(),
    start_time: text("start_time").notNull(),
    end_time: text("end_time").notNull(),
  },
  (t) => [index("meeting_hours_organization_idx").on(t.organization_id, t.order)],
);

/** Dates whose hours replace the week's: closed all day, or open start to end. */
export const meetingDateOverrides = pgTable(
  "meeting_date_overrides",
  {
    ...listRowColumns(),
    date: text("date").notNull(),
    is_closed: boolean("is_closed").notNull().default(false),
    start_time: text("start_time"),
    end_time: text("end_time"),
  },
  (t) => [index("meeting_date_overrides_organization_idx").on(t.organization_id, t.date)],
);

/**
 * Bookings. `blocked_from`/`blocked_until` are the booked time with the type's
 * buffers; the migration adds the exclusion constraint that makes two bookings of
 * one organization whose blocked times overlap impossible while neither is
 * cancelled (drizzle/0015_meetings.sql), whatever code writes them.
 */
export const meetingBookings = pgTable(
  "meeting_bookings",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    meeting_type_id: integer("meeting_type_id").references(() => meetingTypes.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    customer_name: text("customer_name").notNull(),
    customer_email: text("customer_email").notNull(),
    user_id: text("user_id"),
    notes: text("notes").notNull().default(""),
    locale: text("locale"),
    scheduled_at: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    duration_minutes: integer("duration_minutes").notNull(),
    blocked_from: timestamp("blocked_from", { withTimezone: true }).notNull(),
    blocked_until: timestamp("blocked_until", { withTimezone: true }).notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("scheduled"),
    sequence: integer("sequence").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meeting_bookings_organization_time_idx").on(t.organization_id, t.scheduled_at),
    index("meeting_bookings_email_idx").on(t.organization_id, t.customer_email),
    check("meeting_bookings_status_check", sql`${t.status} in ('scheduled', 'confirmed', 'completed', 'cancelled', 'no_show')`),
    check("meeting_bookings_blocked_check", sql`${t.blocked_from} <= ${t.scheduled_at} and ${t.blocked_until} > ${t.scheduled_at}`),
  ],
);
