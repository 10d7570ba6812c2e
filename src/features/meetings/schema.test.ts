import { describe, expect, it } from "vitest";
import { BOOKING_ERRORS } from "./rules";
import { bookingInputSchema, bookingRequestSchema, dateError, localDateSchema } from "./schema";

// Issue 36, item 20: a year-9999 date stepped past what a Date holds (500); now a clear 400.
describe("meeting dates", () => {
  it("takes dates from 1970-01-01 to 2999-12-31 and names the bounds for others", () => {
    for (const date of ["1970-01-01", "2026-03-14", "2999-12-31"]) expect(localDateSchema.safeParse(date).success, date).toBe(true);
    for (const date of ["9999-12-31", "3000-01-01", "1969-12-31", "0000-01-01"]) {
      const result = localDateSchema.safeParse(date);
      expect(result.success, date).toBe(false);
      expect(dateError(result, BOOKING_ERRORS.date), date).toBe("Dates must be between 1970-01-01 and 2999-12-31");
    }
    // A malformed date keeps the caller's format message (it is not "out of bounds").
    for (const date of ["2026-02-30", "", "tomorrow", "2026-1-5"])
      expect(dateError(localDateSchema.safeParse(date), BOOKING_ERRORS.date), date).toBe(BOOKING_ERRORS.date);
  });

  it("refuses a booking's scheduled_at in year 9999 with the bounds' message on the field", () => {
    const result = bookingInputSchema.safeParse({
      customer_name: "A",
      customer_email: "a@example.com",
      meeting_type_id: 1,
      scheduled_at: "9999-12-31T10:00:00.000Z",
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["scheduled_at", "Dates must be between 1970-01-01 and 2999-12-31"],
    ]);
    expect(
      bookingInputSchema.safeParse({ customer_name: "A", customer_email: "a@example.com", meeting_type_id: 1, scheduled_at: "2026-12-20T10:00:00.000Z" })
        .success,
    ).toBe(true);
  });
});

// POST /api/meetings/bookings' body (API.md, issue 36 item 13): organization_id must be
// sent; missing or null is refused with its message before any field is checked.
// The route through the real server: tests/api/meetings.test.ts.
const valid = { customer_name: "Bea Booker", customer_email: "bea@example.com", meeting_type_id: 3, scheduled_at: "2030-03-04T09:00:00.000Z" };

describe("bookingRequestSchema", () => {
  it("refuses a booking without organization_id with 'Organization context not available', naming no field", () => {
    for (const body of [valid, { ...valid, organization_id: null }, { ...valid, organization_id: "  " }, {}]) {
      const result = bookingRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error!.issues).toHaveLength(1);
      expect(result.error!.issues[0]).toMatchObject({ message: "Organization context not available", path: [] });
    }
  });

  it("takes a booking that names an organization, and checks the fields after it as before", () => {
    expect(bookingRequestSchema.safeParse({ ...valid, organization_id: 7 }).success).toBe(true);
    const missingName = bookingRequestSchema.safeParse({ organization_id: 7 });
    expect(missingName.error!.issues[0]).toMatchObject({ message: "Name is required", path: ["customer_name"] });
  });
});
