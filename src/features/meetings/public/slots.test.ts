import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateInZone, groupByDay, organizationDatesFor, slotTimes, slotsOfDay, zoneName, zonesDiffer, type Slot } from "./slots";

const previousTz = process.env.TZ;
// The visitor's browser is in New York for these tests (local dates are the browser's).
beforeAll(() => {
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  process.env.TZ = previousTz;
});

const slot = (start: string, minutes = 30, available = true): Slot => ({ start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString(), available });

describe("slots in the visitor's time zone", () => {
  it("asks the organization's dates that cover a visitor's day: two when the zones part", () => {
    expect(organizationDatesFor(["2026-11-27"], "America/New_York")).toEqual(["2026-11-27"]);
    // A New York day runs from 06:00 Berlin time to 05:59 the next morning.
    expect(organizationDatesFor(["2026-11-27"], "Europe/Berlin")).toEqual(["2026-11-27", "2026-11-28"]);
    expect(organizationDatesFor(["2026-11-27", "2026-11-28"], "Asia/Tokyo")).toEqual(["2026-11-27", "2026-11-28", "2026-11-29"]);
  });

  it("puts each slot on the visitor's local day, drops started ones and duplicates, sorts by time", () => {
    const now = new Date("2026-11-27T15:00:00Z"); // 10:00 in New York
    const slots = [slot("2026-11-27T16:00:00Z"), slot("2026-11-27T14:00:00Z"), slot("2026-11-27T15:30:00Z", 30, false), slot("2026-11-27T16:00:00Z"), slot("2026-11-28T04:00:00Z")];
    expect(slotsOfDay(slots, "2026-11-27", now).map((s) => [s.start, s.available])).toEqual([
      ["2026-11-27T15:30:00Z", false],
      ["2026-11-27T16:00:00Z", true],
      ["2026-11-28T04:00:00Z", true],
    ]);
    // 04:00 UTC on the 28th is 23:00 on the 27th in New York.
    const grouped = groupByDay(slots, ["2026-11-27", "2026-11-28"], now);
    expect(grouped.get("2026-11-27")?.at(-1)?.start).toBe("2026-11-28T04:00:00Z");
    expect(grouped.get("2026-11-28")).toEqual([]);
  });

  it("names the organization's time beside the visitor's when their clocks differ", () => {
    const start = { start: "2026-11-27T14:00:00Z" };
    expect(slotTimes(start, "en", "America/New_York", "America/New_York")).toEqual({ time: "9:00 AM", organizationTime: null });
    expect(slotTimes(start, "en", "America/New_York", "Europe/Berlin")).toEqual({ time: "9:00 AM", organizationTime: "3:00 PM" });
    expect(slotTimes(start, "de", "America/New_York", "Europe/Berlin")).toEqual({ time: "09:00", organizationTime: "15:00" });
    expect(zonesDiffer("Europe/Berlin", "Europe/Paris", new Date("2026-11-27T14:00:00Z"))).toBe(false);
    expect(zonesDiffer("America/New_York", "Europe/Berlin", new Date("2026-11-27T14:00:00Z"))).toBe(true);
    expect(zoneName("America/New_York")).toBe("New York");
  });

  it("reads dates in a zone across Berlin's spring-forward change", () => {
    expect(dateInZone(new Date("2026-03-28T23:30:00Z"), "Europe/Berlin")).toBe("2026-03-29");
    expect(dateInZone(new Date("2026-03-28T22:59:00Z"), "Europe/Berlin")).toBe("2026-03-28");
  });
});
