import { describe, expect, it } from "vitest";
import { instantOf, localDateOf, localDateTimeOf } from "./local";
import { isTimeZone, serverTimeZone, timeZoneNames } from "./zones";

const iso = (local: string, zone: string) => instantOf(local, zone).toISOString();

describe("localDateOf", () => {
  it("gives the date in the zone, which can differ from UTC's", () => {
    const instant = new Date("2026-11-24T23:30:00Z");
    expect(localDateOf(instant, "UTC")).toBe("2026-11-24");
    expect(localDateOf(instant, "Asia/Tokyo")).toBe("2026-11-25");
    expect(localDateOf(new Date("2026-11-25T03:00:00Z"), "America/New_York")).toBe("2026-11-24");
  });

  it("follows the offset change in Berlin (spring forward 29 March, fall back 25 October 2026)", () => {
    expect(localDateTimeOf(new Date("2026-03-29T00:59:00Z"), "Europe/Berlin")).toBe("2026-03-29T01:59");
    expect(localDateTimeOf(new Date("2026-03-29T01:00:00Z"), "Europe/Berlin")).toBe("2026-03-29T03:00");
    expect(localDateTimeOf(new Date("2026-10-25T00:30:00Z"), "Europe/Berlin")).toBe("2026-10-25T02:30");
    expect(localDateTimeOf(new Date("2026-10-25T01:30:00Z"), "Europe/Berlin")).toBe("2026-10-25T02:30");
    expect(localDateOf(new Date("2026-10-24T22:30:00Z"), "Europe/Berlin")).toBe("2026-10-25");
    expect(localDateOf(new Date("2026-10-25T22:30:00Z"), "Europe/Berlin")).toBe("2026-10-25");
  });

  it("follows the offset change in New York (spring forward 8 March, fall back 1 November 2026)", () => {
    expect(localDateTimeOf(new Date("2026-03-08T06:59:00Z"), "America/New_York")).toBe("2026-03-08T01:59");
    expect(localDateTimeOf(new Date("2026-03-08T07:00:00Z"), "America/New_York")).toBe("2026-03-08T03:00");
    expect(localDateTimeOf(new Date("2026-11-01T05:30:00Z"), "America/New_York")).toBe("2026-11-01T01:30");
    expect(localDateTimeOf(new Date("2026-11-01T06:30:00Z"), "America/New_York")).toBe("2026-11-01T01:30");
    expect(localDateOf(new Date("2026-11-02T04:30:00Z"), "America/New_York")).toBe("2026-11-01");
  });
});

describe("instantOf", () => {
  it("reads a local time with the zone's offset on that day", () => {
    expect(iso("2026-01-15T10:00", "Europe/Berlin")).toBe("2026-01-15T09:00:00.000Z");
    expect(iso("2026-07-15T10:00", "Europe/Berlin")).toBe("2026-07-15T08:00:00.000Z");
    expect(iso("2026-07-15T10:00", "America/New_York")).toBe("2026-07-15T14:00:00.000Z");
    expect(iso("2026-11-25", "Asia/Tokyo")).toBe("2026-11-24T15:00:00.000Z");
    expect(iso("2026-11-25T00:00:30", "UTC")).toBe("2026-11-25T00:00:30.000Z");
  });

  it("moves a time skipped by spring forward ahead by the gap", () => {
    expect(iso("2026-03-29T01:59", "Europe/Berlin")).toBe("2026-03-29T00:59:00.000Z");
    expect(iso("2026-03-29T02:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
    expect(iso("2026-03-29T03:00", "Europe/Berlin")).toBe("2026-03-29T01:00:00.000Z");
    expect(iso("2026-03-08T02:30", "America/New_York")).toBe("2026-03-08T07:30:00.000Z");
    expect(iso("2026-03-08T03:00", "America/New_York")).toBe("2026-03-08T07:00:00.000Z");
  });

  it("takes the first of a time repeated by fall back", () => {
    expect(iso("2026-10-25T02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z");
    expect(iso("2026-10-25T03:00", "Europe/Berlin")).toBe("2026-10-25T02:00:00.000Z");
    expect(iso("2026-11-01T01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z");
    expect(iso("2026-11-01T02:00", "America/New_York")).toBe("2026-11-01T07:00:00.000Z");
  });

  it("round-trips with localDateTimeOf every half hour across both changes", () => {
    for (const [zone, start] of [
      ["Europe/Berlin", "2026-10-24T12:00:00Z"],
      ["America/New_York", "2026-10-31T12:00:00Z"],
      ["Europe/Berlin", "2026-03-28T12:00:00Z"],
      ["America/New_York", "2026-03-07T12:00:00Z"],
    ] as const) {
      for (let step = 0; step < 48 * 2; step++) {
        const instant = new Date(Date.parse(start) + step * 30 * 60_000);
        const local = localDateTimeOf(instant, zone);
        expect(localDateTimeOf(instantOf(local, zone), zone)).toBe(local);
      }
    }
  });

  it("refuses what is not a local date-time", () => {
    for (const bad of ["2026-02-30T10:00", "2026-13-01", "2026-11-24T24:00", "2026-11-24T10:00Z", "tomorrow"])
      expect(() => instantOf(bad, "UTC")).toThrow(RangeError);
  });
});

describe("zones", () => {
  it("knows IANA names and refuses the rest", () => {
    for (const zone of ["Europe/Berlin", "America/New_York", "Asia/Tokyo", "UTC", "America/Argentina/Buenos_Aires"]) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ["Mars/Olympus_Mons", "+01:00", "", "Europe/Berlin ", "utc offset"]) expect(isTimeZone(zone)).toBe(false);
  });

  it("lists zones sorted with UTC, and defaults to a known zone", () => {
    const names = timeZoneNames();
    expect(names).toContain("UTC");
    expect(names).toContain("Europe/Berlin");
    expect([...names].sort()).toEqual(names);
    expect(isTimeZone(serverTimeZone())).toBe(true);
  });
});
