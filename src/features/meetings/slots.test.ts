import { describe, expect, it } from "vitest";
import { daySlots, heldTime, openHours, weekdayOf, type HoursBlock, type SlotRules } from "./slots";

const WEEK: HoursBlock[] = ["monday", "tuesday", "wednesday", "thursday", "friday"].map(
  (day) => ({ day, start_time: "09:00", end_time: "12:00" }) as HoursBlock,
);
const RULES: SlotRules = { duration_minutes: 60, buffer_before_minutes: 0, buffer_after_minutes: 0, minimum_notice_minutes: 0, booking_window_days: 730 };
const LONG_AGO = new Date("2026-01-01T00:00:00Z");
const starts = (slots: { start: string }[]) => slots.map((s) => s.start);

describe("the slots of a local date", () => {
  it("name the weekday of a local date", () => {
    expect(weekdayOf("2026-03-29")).toBe("sunday");
    expect(weekdayOf("2026-11-30")).toBe("monday");
  });

  it("start at 09:00 wall-clock time on both sides of Berlin's spring forward (2026-03-29) and fall back (2026-10-25)", () => {
    const all = (["sunday", "monday", "saturday"] as const).map((day) => ({ day, start_time: "09:00", end_time: "11:00" }));
    const at = (date: string) => starts(daySlots({ date, zone: "Europe/Berlin", hours: all, overrides: [], rules: RULES, busy: [], now: LONG_AGO }));
    expect(at("2026-03-28")).toEqual(["2026-03-28T08:00:00.000Z", "2026-03-28T09:00:00.000Z"]);
    expect(at("2026-03-29")).toEqual(["2026-03-29T07:00:00.000Z", "2026-03-29T08:00:00.000Z"]);
    expect(at("2026-10-24")).toEqual(["2026-10-24T07:00:00.000Z", "2026-10-24T08:00:00.000Z"]);
    expect(at("2026-10-25")).toEqual(["2026-10-25T08:00:00.000Z", "2026-10-25T09:00:00.000Z"]);
  });

  it("give a 23-hour and a 25-hour day their real hours in New York (2026-03-08, 2026-11-01), open 00:00 to 24:00", () => {
    const sunday: HoursBlock[] = [{ day: "sunday", start_time: "00:00", end_time: "24:00" }];
    const day = (date: string) => daySlots({ date, zone: "America/New_York", hours: sunday, overrides: [], rules: RULES, busy: [], now: LONG_AGO });
    const spring = day("2026-03-08");
    expect(spring).toHaveLength(23);
    expect(spring[0]!.start).toBe("2026-03-08T05:00:00.000Z");
    expect(spring.at(-1)!.end).toBe("2026-03-09T04:00:00.000Z");
    const fall = day("2026-11-01");
    expect(fall).toHaveLength(25);
    expect(fall[0]!.start).toBe("2026-11-01T04:00:00.000Z");
    expect(fall.at(-1)!.end).toBe("2026-11-02T05:00:00.000Z");
    // Hours across the skipped hour (02:00–03:00 does not exist): 01:00 to 04:00 is two real hours.
    expect(openHours("2026-03-08", "America/New_York", [{ day: "sunday", start_time: "01:00", end_time: "04:00" }], [])).toEqual([
      { start: new Date("2026-03-08T06:00:00.000Z"), end: new Date("2026-03-08T08:00:00.000Z") },
    ]);
  });

  it("follow a date override: closed all day, or other hours instead of the week's", () => {
    const rules = { ...RULES, duration_minutes: 30 };
    const base = { zone: "UTC", hours: WEEK, rules, busy: [], now: LONG_AGO };
    expect(daySlots({ ...base, date: "2026-12-01", overrides: [{ date: "2026-12-01", is_closed: true, start_time: null, end_time: null }] })).toEqual([]);
    expect(
      starts(daySlots({ ...base, date: "2026-12-02", overrides: [{ date: "2026-12-02", is_closed: false, start_time: "14:00", end_time: "15:00" }] })),
    ).toEqual(["2026-12-02T14:00:00.000Z", "2026-12-02T14:30:00.000Z"]);
    // A Sunday has no weekly hours; an override opens it.
    expect(daySlots({ ...base, date: "2026-11-29", overrides: [] })).toEqual([]);
    expect(
      daySlots({ ...base, date: "2026-11-29", overrides: [{ date: "2026-11-29", is_closed: false, start_time: "10:00", end_time: "10:30" }] }),
    ).toHaveLength(1);
  });

  it("mark a slot taken when it or its buffers overlap a held time, and leave out for customers what starts within the notice", () => {
    const rules = { ...RULES, duration_minutes: 30, buffer_before_minutes: 15, buffer_after_minutes: 15, minimum_notice_minutes: 120 };
    // Someone holds 10:00–10:30 (plus 15 minutes either side: 09:45–10:45).
    const busy = [heldTime(new Date("2026-12-01T10:00:00Z"), rules)];
    expect(busy[0]).toEqual({ from: new Date("2026-12-01T09:45:00Z"), until: new Date("2026-12-01T10:45:00Z") });
    const now = new Date("2026-12-01T07:30:00Z");
    const slots = daySlots({ date: "2026-12-01", zone: "UTC", hours: WEEK, overrides: [], rules, busy, now });
    // 09:00 and 09:30 start within 2 hours of 07:30 (before 09:30 is left out, 09:30 is the first); 09:30 to 10:45 overlap.
    expect(slots).toEqual([
      { start: "2026-12-01T09:30:00.000Z", end: "2026-12-01T10:00:00.000Z", available: false },
      { start: "2026-12-01T10:00:00.000Z", end: "2026-12-01T10:30:00.000Z", available: false },
      { start: "2026-12-01T10:30:00.000Z", end: "2026-12-01T11:00:00.000Z", available: false },
      { start: "2026-12-01T11:00:00.000Z", end: "2026-12-01T11:30:00.000Z", available: true },
      { start: "2026-12-01T11:30:00.000Z", end: "2026-12-01T12:00:00.000Z", available: true },
    ]);
    // A member sees the whole day, the too-soon slots unavailable.
    const member = daySlots({ date: "2026-12-01", zone: "UTC", hours: WEEK, overrides: [], rules, busy, now, forMember: true });
    expect(member.map((s) => s.available)).toEqual([false, false, false, false, true, true]);
  });

  it("open no slot past the booking window", () => {
    const rules = { ...RULES, booking_window_days: 7 };
    const now = new Date("2026-12-01T00:00:00Z");
    expect(daySlots({ date: "2026-12-07", zone: "UTC", hours: WEEK, overrides: [], rules, busy: [], now })).toHaveLength(3);
    expect(daySlots({ date: "2026-12-09", zone: "UTC", hours: WEEK, overrides: [], rules, busy: [], now })).toEqual([]);
  });

  it("join overlapping blocks of a day and never repeat a slot", () => {
    const hours: HoursBlock[] = [
      { day: "tuesday", start_time: "09:00", end_time: "11:00" },
      { day: "tuesday", start_time: "10:00", end_time: "12:00" },
      { day: "tuesday", start_time: "14:00", end_time: "15:00" },
    ];
    expect(starts(daySlots({ date: "2026-12-01", zone: "UTC", hours, overrides: [], rules: RULES, busy: [], now: LONG_AGO }))).toEqual([
      "2026-12-01T09:00:00.000Z",
      "2026-12-01T10:00:00.000Z",
      "2026-12-01T11:00:00.000Z",
      "2026-12-01T14:00:00.000Z",
    ]);
  });
});
