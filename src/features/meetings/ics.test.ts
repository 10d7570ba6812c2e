import { describe, expect, it } from "vitest";
import { bookingUid, buildInvite, readInvite } from "./ics";
import { canChangeStatus, customerMayCancel } from "./rules";

const INVITE = {
  uid: bookingUid(7, "acme.test"),
  sequence: 0,
  start: new Date("2026-03-30T07:00:00Z"),
  durationMinutes: 45,
  title: "Site review with Ann",
  description: "Site review with Acme: Monday, 30 March 2026, 09:00–09:45 (Europe/Berlin)",
  zone: "Europe/Berlin",
  organizer: { name: "Acme", email: "no-reply@acme.test" },
  attendee: { name: "Ann", email: "ann@example.com" },
  calendarName: "Acme",
};

describe("a booking's calendar file", () => {
  it("invites with METHOD REQUEST, a stable UID, the start in UTC and the organization's zone", () => {
    const { calendar, event } = readInvite(buildInvite({ ...INVITE, method: "REQUEST" }));
    expect(calendar).toMatchObject({ BEGIN: "VCALENDAR", METHOD: "REQUEST", "X-WR-TIMEZONE": "Europe/Berlin" });
    expect(event).toMatchObject({
      UID: "meeting-booking-7@acme.test",
      DTSTART: "20260330T070000Z",
      DURATION: "PT45M",
      SUMMARY: "Site review with Ann",
      STATUS: "CONFIRMED",
      SEQUENCE: "0",
    });
    expect(event.ATTENDEE).toContain("mailto:ann@example.com");
  });

  it("cancels the same event with METHOD CANCEL, STATUS CANCELLED and a higher sequence", () => {
    const { calendar, event } = readInvite(buildInvite({ ...INVITE, method: "CANCEL", sequence: 1 }));
    expect(calendar.METHOD).toBe("CANCEL");
    expect(event).toMatchObject({ UID: "meeting-booking-7@acme.test", STATUS: "CANCELLED", SEQUENCE: "1" });
  });
});

describe("booking statuses", () => {
  it("let members move a booking along, never out of cancelled", () => {
    expect(canChangeStatus("scheduled", "confirmed")).toBe(true);
    expect(canChangeStatus("confirmed", "completed")).toBe(true);
    expect(canChangeStatus("confirmed", "no_show")).toBe(true);
    expect(canChangeStatus("completed", "no_show")).toBe(true);
    expect(canChangeStatus("cancelled", "scheduled")).toBe(false);
    expect(canChangeStatus("cancelled", "confirmed")).toBe(false);
    expect(canChangeStatus("completed", "scheduled")).toBe(false);
  });

  it("let a customer cancel only a coming booking that is scheduled or confirmed", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(customerMayCancel("scheduled", new Date("2026-12-02T10:00:00Z"), now)).toBe(true);
    expect(customerMayCancel("confirmed", new Date("2026-12-02T10:00:00Z"), now)).toBe(true);
    expect(customerMayCancel("scheduled", new Date("2026-12-01T09:00:00Z"), now)).toBe(false);
    expect(customerMayCancel("completed", new Date("2026-12-02T10:00:00Z"), now)).toBe(false);
  });
});
