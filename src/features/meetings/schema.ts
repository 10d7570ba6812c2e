import * as z from "zod";
import { dbId, listItemBase, optionalText, requiredText } from "@/platform/schema";
import { translationsSchema } from "@/platform/style/schema";
import { BOOKING_ERRORS, BOOKING_LIMITS, BOOKING_STATUSES, DATE_BOUNDS, WEEKDAYS } from "./rules";

/** Spec default meeting colour. */
export const DEFAULT_MEETING_COLOR = "#3B82F6";

/** Whole minutes from 0 to `max`; empty (null) is 0. */
const minutes = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} is at most ${max.toLocaleString("en-US")}` })
    .nullable()
    .transform((value) => value ?? 0)
    .optional();

/** One meeting type as Global Settings saves it. */
export const meetingTypeItemSchema = listItemBase.extend({
  name: requiredText("Name", 200, "Please enter a name"),
  name_translation: translationsSchema.optional(),
  description: optionalText("Description", 2_000),
  description_translation: translationsSchema.optional(),
  duration_minutes: z
    .number({ error: "The duration must be a whole number of minutes" })
    .int({ error: "The duration must be a whole number of minutes" })
    .min(5, { error: "A meeting lasts at least 5 minutes" })
    .max(480, { error: "A meeting lasts at most 8 hours (480 minutes)" })
    .optional(),
  is_active: z.boolean().optional(),
  is_customer_choice: z.boolean().optional(),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "The colour must be a hex colour such as #3B82F6" })
    .optional(),
  buffer_before_minutes: minutes("The buffer before", 240),
  buffer_after_minutes: minutes("The buffer after", 240),
  minimum_notice_minutes: minutes("The minimum notice", 60 * 24 * 60),
  booking_window_days: z
    .number({ error: "How far ahead must be a whole number of days" })
    .int({ error: "How far ahead must be a whole number of days" })
    .min(1, { error: "Bookings open at least 1 day ahead" })
    .max(730, { error: "Bookings open at most 730 days ahead" })
    .nullable()
    .transform((value) => value ?? 60)
    .optional(),
});
export type MeetingTypeInput = z.output<typeof meetingTypeItemSchema>;

/** "09:00" … "23:59", and "24:00" for the end of the day. */
export const TIME_MESSAGE = "Please enter a time like 09:00 (24-hour clock)";
const timeOfDay = z
  .string({ error: TIME_MESSAGE })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: TIME_MESSAGE });

/** Minutes since midnight of "09:30" (570); "24:00" is 1440. */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const ordered = <T extends { start_time?: string | null; end_time?: string | null }>(item: T) =>
  !item.start_time || !item.end_time || minutesOfDay(item.end_time) > minutesOfDay(item.start_time);
const ORDER_MESSAGE = { error: "The end must be after the start", path: ["end_time"] };

/** One block of the weekly hours: a weekday and its open hours (a day may have several blocks). */
export const meetingHoursItemSchema = listItemBase
  .extend({
    day: z.enum(WEEKDAYS, { error: "Please choose a day of the week" }),
    start_time: timeOfDay,
    end_time: timeOfDay,
  })
  .refine(ordered, ORDER_MESSAGE);
export type MeetingHoursInput = z.output<typeof meetingHoursItemSchema>;

export const DATE_MESSAGE = "Please enter a date like 2026-03-14";
/** A calendar date "2026-03-14" that exists. */
export const localDateSchema = z
  .string({ error: DATE_MESSAGE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: DATE_MESSAGE },
  )
  // Zod runs every check, so a malformed value would fail this one too: only a well-formed date is out of bounds.
  .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || (value >= DATE_BOUNDS.min && value <= DATE_BOUNDS.max), { error: BOOKING_ERRORS.dateBounds });

/** The message of a date refused by localDateSchema: the bounds' when it was out of them, else `fallback`. */
export function dateError(result: { success: boolean; error?: z.ZodError }, fallback: string): string {
  return result.error?.issues.some((issue) => issue.message === BOOKING_ERRORS.dateBounds) ? BOOKING_ERRORS.dateBounds : fallback;
}

/** A date whose hours differ from the week's: closed all day, or open only start to end. */
export const meetingDateOverrideItemSchema = listItemBase
  .extend({
    date: localDateSchema,
    is_closed: z.boolean().optional(),
    start_time: z
      .union([timeOfDay, z.literal(""), z.null()])
      .optional()
      .transform((value) => value || null),
    end_time: z
      .union([timeOfDay, z.literal(""), z.null()])
      .optional()
      .transform((value) => value || null),
  })
  .refine((item) => item.is_closed || (item.start_time && item.end_time), {
    error: "Enter the hours of that day, or tick Closed all day",
    path: ["start_time"],
  })
  .refine(ordered, ORDER_MESSAGE);
export type MeetingDateOverrideInput = z.output<typeof meetingDateOverrideItemSchema>;

/** A simple address pattern (spec/visitor.md §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredString = (message: string, max: number, tooLong: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong }),
  );

/**
 * The booking form (spec/visitor.md §5, messages word for word) plus organization_id;
 * `scheduled_at` is the chosen slot's start (an ISO 8601 instant, as the slots answer it).
 */
export const bookingInputSchema = z.object({
  organization_id: z.unknown().optional(),
  customer_name: requiredString(BOOKING_ERRORS.name, BOOKING_LIMITS.name, `Name must be ${BOOKING_LIMITS.name} characters or fewer`),
  customer_email: requiredString(BOOKING_ERRORS.email, BOOKING_LIMITS.email, BOOKING_ERRORS.emailInvalid).pipe(
    z.string().regex(EMAIL_PATTERN, { error: BOOKING_ERRORS.emailInvalid }),
  ),
  meeting_type_id: z
    .preprocess(
      (value) => (value === "" || value === null ? undefined : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value),
      dbId.optional(),
    )
    .refine((value) => value !== undefined, { error: BOOKING_ERRORS.meetingType })
    .transform((value) => value!),
  scheduled_at: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .string({ error: BOOKING_ERRORS.slot })
      .optional()
      .refine((value) => value !== undefined, { error: BOOKING_ERRORS.slot })
      .refine((value) => value === undefined || (value.length <= 40 && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))), {
        error: BOOKING_ERRORS.slot,
      })
      .transform((value) => new Date(Date.parse(value!)))
      .refine((value) => value.toISOString().slice(0, 10) >= DATE_BOUNDS.min && value.toISOString().slice(0, 10) <= DATE_BOUNDS.max, {
        error: BOOKING_ERRORS.dateBounds,
      }),
  ),
  title: z.string({ error: "The title must be text" }).trim().max(200, { error: "The title must be 200 characters or fewer" }).optional(),
  notes: z
    .string({ error: "The notes must be text" })
    .trim()
    .max(BOOKING_LIMITS.notes, { error: `The notes must be ${BOOKING_LIMITS.notes.toLocaleString("en-US")} characters or fewer` })
    .optional(),
  duration_minutes: z.unknown().optional(),
  locale: z.string().max(10).optional(),
});
export type BookingInput = z.output<typeof bookingInputSchema>;

/**
 * POST /api/meetings/bookings' body (API.md, issue 36 item 13): `organization_id` must
 * be sent; missing, null or empty is 400 "Organization context not available" before
 * any field is checked (another organization's id is 403, publicAction's check).
 */
export const bookingRequestSchema = z.preprocess((body, ctx) => {
  const named = body && typeof body === "object" ? (body as Record<string, unknown>).organization_id : undefined;
  if (named === undefined || named === null || (typeof named === "string" && named.trim() === "")) {
    ctx.issues.push({ code: "custom", message: BOOKING_ERRORS.organization, input: named });
    return z.NEVER;
  }
  return body;
}, bookingInputSchema);

/** A member's status change (PATCH /api/meetings/bookings/{id}). */
export const statusChangeSchema = z.object({
  organization_id: z.unknown().optional(),
  status: z.enum(BOOKING_STATUSES, { error: `The status must be one of ${BOOKING_STATUSES.join(", ")}` }),
});

/** A customer's cancellation: the token of the mail's link, when not signed in. */
export const cancelSchema = z.object({
  organization_id: z.unknown().optional(),
  token: z.string().max(200).optional(),
});
