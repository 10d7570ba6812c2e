import { describe, expect, it } from "vitest";
import { bookingRequestSchema } from "./schema";

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
