import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN as SERVER_PATTERN } from "../schema";
import en from "../texts/en";
import { EMAIL_PATTERN, keyFor, validateBooking } from "./form";

const filled = { customer_name: "Ann", customer_email: "ann@example.com", meeting_type_id: 3, scheduled_at: "2026-12-07T14:00:00.000Z" };

describe("the booking form's checks (spec §5)", () => {
  it("names every missing field in the spec's words", () => {
    expect(validateBooking({ customer_name: " ", customer_email: "", meeting_type_id: undefined, scheduled_at: undefined }, en)).toEqual({
      meeting_type_id: "Please select a meeting type",
      customer_name: "Name is required",
      customer_email: "Email is required",
      scheduled_at: "Please select a time slot",
    });
    expect(validateBooking({ ...filled, customer_email: "ann@example" }, en)).toEqual({ customer_email: "Please enter a valid email address" });
    expect(validateBooking(filled, en)).toEqual({});
  });

  it("checks addresses with the server's pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(SERVER_PATTERN.source);
  });

  it("keeps the Idempotency-Key while the same booking is sent again, and renews it when it changes", () => {
    let n = 0;
    const fresh = () => `key-${++n}`;
    const first = keyFor(null, "a", fresh);
    expect(keyFor(first, "a", fresh)).toBe(first);
    expect(keyFor(first, "b", fresh).key).toBe("key-2");
  });
});
