import { describe, expect, it } from "vitest";
import { editingZone, zonedInputValue, zonedInstant } from "./zoned";

describe("date-times in the organization's zone", () => {
  it("reads a typed local time in the zone as a UTC instant, and shows it back", () => {
    expect(zonedInstant("2031-05-01T18:30", "Asia/Tokyo")).toBe("2031-05-01T09:30:00.000Z");
    expect(zonedInputValue("2031-05-01T09:30:00.000Z", "Asia/Tokyo")).toBe("2031-05-01T18:30");
    expect(zonedInstant("2031-01-15T08:00", "Europe/Berlin")).toBe("2031-01-15T07:00:00.000Z");
    expect(zonedInputValue("2031-01-15T07:00:00.000Z", "Europe/Berlin")).toBe("2031-01-15T08:00");
  });

  it("follows the daylight-saving change in spring and autumn (Europe/Berlin, 2026)", () => {
    // 29 March 2026: 02:00 → 03:00; the morning after is summer time (UTC+2).
    expect(zonedInstant("2026-03-29T01:30", "Europe/Berlin")).toBe("2026-03-29T00:30:00.000Z");
    expect(zonedInstant("2026-03-29T10:00", "Europe/Berlin")).toBe("2026-03-29T08:00:00.000Z");
    expect(zonedInputValue("2026-03-29T08:00:00.000Z", "Europe/Berlin")).toBe("2026-03-29T10:00");
    // A time the clocks skip moves ahead by the gap.
    expect(zonedInstant("2026-03-29T02:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
    // 25 October 2026: 03:00 → 02:00; a repeated time is its first occurrence (summer time).
    expect(zonedInstant("2026-10-25T02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z");
    expect(zonedInputValue("2026-10-25T00:30:00.000Z", "Europe/Berlin")).toBe("2026-10-25T02:30");
    expect(zonedInputValue("2026-10-25T01:30:00.000Z", "Europe/Berlin")).toBe("2026-10-25T02:30");
    expect(zonedInstant("2026-10-25T12:00", "Europe/Berlin")).toBe("2026-10-25T11:00:00.000Z");
  });

  it("shows nothing for no value or a bad one; stores nothing for an empty or partial input", () => {
    expect(zonedInputValue(null, "UTC")).toBe("");
    expect(zonedInputValue("not a date", "UTC")).toBe("");
    expect(zonedInstant("", "UTC")).toBeNull();
    expect(zonedInstant("2031-02-30T10:00", "UTC")).toBeNull();
  });

  it("uses the drafted zone when it is one, else the saved one, else UTC", () => {
    expect(editingZone("Asia/Tokyo", "Europe/Berlin")).toBe("Asia/Tokyo");
    expect(editingZone("Europe/Berl", "Europe/Berlin")).toBe("Europe/Berlin");
    expect(editingZone("", "")).toBe("UTC");
  });
});
