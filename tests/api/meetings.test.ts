import { beforeAll, describe, expect, it } from "vitest";
import { readInvite } from "@/features/meetings/ics";
import { fetch } from "undici";
import { createOrg, loopback, unique, type TestOrg } from "../support/client";
import { mailbox, variantServer, type SharedServer } from "../support/variants";
import { calendarOf, localDate, localTime, meetingsClient, nextChanges, type Catcher } from "./meetings-support";

/**
 * Meeting booking, server half (issue 23): meeting types, weekly hours and date
 * overrides in Global Settings; available slots in the organization's zone (buffers,
 * notice, window, overrides, daylight-saving days); bookings through publicAction()
 * with the §5 messages, no double booking under 20 concurrent requests, the
 * Idempotency-Key; who sees which bookings. Mails go to a real SMTP server (the project's
 * shared `mail` server and the hub's SMTP sink, tests/support/hub.ts).
 */
let app: SharedServer;
const mail: Catcher = mailbox;
const client = meetingsClient(
  () => app,
  () => mail,
);
const { call, account, saveList, setZone, slots, book, bookings } = client;

const BERLIN = "Europe/Berlin";
let org: TestOrg;
let other: TestOrg;
let intro: number;
let membersOnly: number;
let inactive: number;
let hour: number;
/** Next week's Sunday (local, Berlin) and the dates after it. */
let sunday: string;
const day = (n: number) => localDate(BERLIN, n, new Date(Date.parse(`${sunday}T12:00:00Z`)));

beforeAll(async () => {
  app = await variantServer("mail");
  [org, other] = await Promise.all([createOrg("Acme Meetings", app, { host: `${unique("acme")}.localhost` }), createOrg(unique("Other "), app)]);
  await setZone(org, BERLIN);
  const types = await saveList(org, "meeting_types", [
    {
      name: "Intro call",
      duration_minutes: 30,
      is_active: true,
      is_customer_choice: true,
      buffer_before_minutes: 15,
      buffer_after_minutes: 15,
      minimum_notice_minutes: 120,
      booking_window_days: 60,
    },
    { name: "Internal review", duration_minutes: 30, is_active: true, is_customer_choice: false, color: "#10B981" },
    { name: "Retired", duration_minutes: 30, is_active: false, is_customer_choice: true },
    { name: "Hour", duration_minutes: 60, is_active: true, is_customer_choice: true, booking_window_days: 730 },
  ]);
  [intro, membersOnly, inactive, hour] = types.map((t) => t.id) as [number, number, number, number];
  const days = ["monday", "tuesday", "wednesday", "thursday", "friday"];
  await saveList(org, "meeting_hours", [
    ...days.map((d) => ({ day: d, start_time: "09:00", end_time: "12:00" })),
    ...days.map((d) => ({ day: d, start_time: "13:00", end_time: "17:00" })),
  ]);
  // Next week's Sunday in Berlin: far enough that the notice never bites.
  const today = localDate(BERLIN);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  sunday = localDate(BERLIN, 7 - weekday + 7);
  await saveList(org, "meeting_date_overrides", [
    { date: day(3), is_closed: true },
    { date: day(4), is_closed: false, start_time: "10:00", end_time: "11:00" },
  ]);
  await saveList(other, "meeting_types", [{ name: "Theirs", duration_minutes: 30 }]);
  await saveList(other, "meeting_hours", [{ day: "monday", start_time: "09:00", end_time: "17:00" }]);
});

describe("GET /api/meetings/types", () => {
  it("answers visitors the active types customers may choose, members all of them, never cached", async () => {
    const visitor = await call(org.host, `/api/meetings/types?organization_id=${org.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("cache-control")).toBe("private, no-store");
    expect(visitor.body.meeting_types.map((t: { name: string }) => t.name)).toEqual(["Intro call", "Hour"]);
    expect(visitor.body.meeting_types[0]).toMatchObject({
      id: intro,
      is_active: true,
      is_customer_choice: true,
      color: "#3B82F6",
      duration_minutes: 30,
      buffer_before_minutes: 15,
      minimum_notice_minutes: 120,
    });
    expect(visitor.body.time_zone).toBe(BERLIN);
    const owner = await call(org.host, `/api/meetings/types?organization_id=${org.id}`, { token: org.owner.token });
    expect(owner.body.meeting_types.map((t: { id: number }) => t.id)).toEqual([intro, membersOnly, inactive, hour]);
  });

  it("needs the organization's id, and refuses another organization's (403)", async () => {
    expect((await call(org.host, "/api/meetings/types")).body).toEqual({ error: "Organization context not available" });
    expect((await call(org.host, `/api/meetings/types?organization_id=${other.id}`)).status).toBe(403);
    expect((await call(org.host, "/api/meetings/types?organization_id=99999999999999")).status).toBe(403);
  });
});

describe("GET /api/meetings/available-slots", () => {
  const localStarts = (body: { slots: { start: string }[] }) => body.slots.map((s) => localTime(s.start, BERLIN));

  it("answers a week of slots in UTC from the Berlin hours, with the overrides: closed, and other hours", async () => {
    const week = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((n) => slots(org, day(n), { meeting_type_id: intro })));
    for (const answer of week) expect(answer.status).toBe(200);
    expect(week[0]!.headers.get("cache-control")).toBe("private, no-store");
    expect(week[0]!.body.slots).toEqual([]);
    const monday = week[1]!.body;
    expect(monday).toMatchObject({ date: day(1), time_zone: BERLIN, meeting_type_id: intro });
    expect(localStarts(monday)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
    for (const slot of monday.slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
      expect(slot.available).toBe(true);
    }
    expect(week[3]!.body.slots).toEqual([]);
    expect(localStarts(week[4]!.body)).toEqual(["10:00", "10:30"]);
    expect(localStarts(week[5]!.body)).toHaveLength(14);
    expect(week[6]!.body.slots).toEqual([]);
  });

  it("marks the slots a booking and the buffers either side hold as taken", async () => {
    const tuesday = (await slots(org, day(2), { meeting_type_id: intro })).body.slots as { start: string }[];
    const ten = tuesday.find((s) => localTime(s.start, BERLIN) === "10:00")!;
    expect((await book(org, { customer_name: "Ann", customer_email: "ann@example.com", meeting_type_id: intro, scheduled_at: ten.start })).status).toBe(201);
    const after = (await slots(org, day(2), { meeting_type_id: intro })).body.slots as { start: string; available: boolean }[];
    // 10:00–10:30 held with 15 minutes either side (09:45–10:45): 09:30 and 10:30 touch it with their own buffers.
    expect(after.filter((s) => !s.available).map((s) => localTime(s.start, BERLIN))).toEqual(["09:30", "10:00", "10:30"]);
    // A stranger learns the time is busy, and nothing else.
    const busy = await call(org.host, `/api/meetings/bookings?organization_id=${org.id}&start_date=${day(2)}&end_date=${day(2)}`);
    expect(busy.body).toEqual({
      bookings: [],
      busy: [{ start: ten.start, end: new Date(Date.parse(ten.start) + 30 * 60_000).toISOString() }],
      viewer: "visitor",
      time_zone: BERLIN,
    });
    expect(JSON.stringify(busy.body)).not.toMatch(/Ann|ann@example/);
  });

  it("leaves out for customers what starts within the minimum notice and past the window; members see the day with is_admin=true", async () => {
    const today = localDate(BERLIN);
    await saveList(org, "meeting_date_overrides", [
      { date: day(3), is_closed: true },
      { date: day(4), is_closed: false, start_time: "10:00", end_time: "11:00" },
      { date: today, is_closed: false, start_time: "00:00", end_time: "24:00" },
      { date: localDate(BERLIN, 1), is_closed: false, start_time: "00:00", end_time: "24:00" },
    ]);
    const soonest = Date.now() + 120 * 60_000;
    for (const date of [today, localDate(BERLIN, 1)]) {
      const customer = (await slots(org, date, { meeting_type_id: intro })).body.slots as { start: string }[];
      for (const slot of customer) expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(soonest - 5_000);
      const member = (await slots(org, date, { meeting_type_id: intro, is_admin: "true" }, org.owner.token)).body.slots as {
        start: string;
        available: boolean;
      }[];
      expect(member.length).toBeGreaterThanOrEqual(customer.length);
      for (const slot of member) if (Date.parse(slot.start) < Date.now()) expect(slot.available).toBe(false);
      // is_admin=true counts only for members.
      expect((await slots(org, date, { meeting_type_id: intro, is_admin: "true" })).body.slots).toEqual(customer);
    }
    // Tomorrow from 02:00 on is bookable whatever the time now.
    expect((await slots(org, localDate(BERLIN, 1), { meeting_type_id: intro })).body.slots.length).toBeGreaterThan(0);
    // 60 days ahead at most for this type.
    expect((await slots(org, localDate(BERLIN, 70), { meeting_type_id: intro })).body.slots).toEqual([]);
  });

  it("refuses a bad date, a type the visitor may not book, and another organization", async () => {
    for (const date of ["", "2026-02-30", "tomorrow", "2026-1-5"]) {
      expect((await slots(org, date)).body).toEqual({ error: "date must be a date like 2026-03-14 (yyyy-MM-dd)" });
    }
    for (const id of [membersOnly, inactive, 99999, "x"])
      expect((await slots(org, day(1), { meeting_type_id: id })).body).toEqual({ error: "Please select a meeting type" });
    expect((await call(org.host, `/api/meetings/available-slots?organization_id=${other.id}&date=${day(1)}`)).status).toBe(403);
  });
});

describe("a new organization's hours", () => {
  it("are Monday to Friday 09:00–17:00 in its time zone, listed in Global Settings, so a meeting type it adds can be booked at once", async () => {
    const target = await createOrg(unique("Fresh "), app);
    await setZone(target, "America/New_York");
    const settings = await call(target.host, `/api/organizations/${target.id}`, { token: target.owner.token });
    expect(settings.body.meeting_hours.map((h: { day: string; start_time: string; end_time: string }) => `${h.day} ${h.start_time}-${h.end_time}`)).toEqual(
      ["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => `${d} 09:00-17:00`),
    );
    const [type] = await saveList(target, "meeting_types", [{ name: "Call", duration_minutes: 60, booking_window_days: 60 }]);
    // Next week's Wednesday and Saturday in New York.
    const today = localDate("America/New_York");
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    const wednesday = localDate("America/New_York", 7 - weekday + 3);
    const saturday = localDate("America/New_York", 7 - weekday + 6);
    const open = await slots(target, wednesday, { meeting_type_id: type!.id });
    expect(open.status).toBe(200);
    const starts = (open.body.slots as { start: string; available: boolean }[]).map((s) => localTime(s.start, "America/New_York"));
    expect(starts).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]);
    expect((await slots(target, saturday, { meeting_type_id: type!.id })).body.slots).toEqual([]);
  });
});

describe("slots on daylight-saving days", () => {
  for (const zone of ["Europe/Berlin", "America/New_York"]) {
    it(`keep the wall clock in ${zone}: 23 hours on spring forward, 25 on fall back, 09:00 stays 09:00`, async () => {
      const target = await createOrg(unique("DST "), app);
      await setZone(target, zone);
      const [type] = await saveList(target, "meeting_types", [{ name: "Hour", duration_minutes: 60, booking_window_days: 730 }]);
      const { spring, fall } = nextChanges(zone);
      const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await saveList(target, "meeting_date_overrides", [
        { date: spring, start_time: "00:00", end_time: "24:00" },
        { date: fall, start_time: "00:00", end_time: "24:00" },
        { date: dayBefore(spring), start_time: "09:00", end_time: "10:00" },
        { date: dayBefore(fall), start_time: "09:00", end_time: "10:00" },
      ]);
      for (const [date, hours] of [
        [spring, 23],
        [fall, 25],
      ] as const) {
        const answer = await slots(target, date, { meeting_type_id: type!.id });
        expect(answer.status).toBe(200);
        const list = answer.body.slots as { start: string; end: string; available: boolean }[];
        expect(list).toHaveLength(hours);
        expect(localTime(list[0]!.start, zone)).toBe("00:00");
        expect(localTime(list.at(-1)!.end, zone)).toBe("00:00");
        expect(Date.parse(list.at(-1)!.end) - Date.parse(list[0]!.start)).toBe(hours * 3_600_000);
        const nine = list.find((s) => localTime(s.start, zone) === "09:00")!;
        const nineBefore = (await slots(target, dayBefore(date), { meeting_type_id: type!.id })).body.slots[0];
        expect(localTime(nineBefore.start, zone)).toBe("09:00");
        // One hour less (spring) or more (fall) between the two 09:00s than a day.
        expect(Date.parse(nine.start) - Date.parse(nineBefore.start)).toBe(hours * 3_600_000);
      }
    });
  }
});

describe("POST /api/meetings/bookings", () => {
  let slot: string;
  beforeAll(async () => {
    slot = (await slots(org, day(5), { meeting_type_id: intro })).body.slots[0].start;
  });
  const valid = () => ({ customer_name: "Bea Booker", customer_email: "bea@example.com", meeting_type_id: intro, scheduled_at: slot });

  it("answers each §5 message word for word, with the field, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid(), customer_name: "" }, "customer_name", "Name is required"],
      [{ ...valid(), customer_name: "   " }, "customer_name", "Name is required"],
      [{ ...valid(), customer_name: undefined }, "customer_name", "Name is required"],
      [{ ...valid(), customer_email: "" }, "customer_email", "Email is required"],
      [{ ...valid(), customer_email: "bea" }, "customer_email", "Please enter a valid email address"],
      [{ ...valid(), customer_email: "bea@example" }, "customer_email", "Please enter a valid email address"],
      [{ ...valid(), meeting_type_id: undefined }, "meeting_type_id", "Please select a meeting type"],
      [{ ...valid(), meeting_type_id: "" }, "meeting_type_id", "Please select a meeting type"],
      [{ ...valid(), meeting_type_id: membersOnly }, "meeting_type_id", "Please select a meeting type"],
      [{ ...valid(), meeting_type_id: inactive }, "meeting_type_id", "Please select a meeting type"],
      [{ ...valid(), scheduled_at: undefined }, "scheduled_at", "Please select a time slot"],
      [{ ...valid(), scheduled_at: "" }, "scheduled_at", "Please select a time slot"],
      [{ ...valid(), scheduled_at: "next tuesday" }, "scheduled_at", "Please select a time slot"],
    ];
    for (const [body, field, error] of cases) {
      const answer = await book(org, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ error, field });
    }
    // The first missing field is named first, as the form shows them.
    expect((await book(org, {})).body).toEqual({ error: "Name is required", field: "customer_name" });
    // A time that is not one of the slots (off the grid, a closed day, the past).
    const offGrid = new Date(Date.parse(slot) + 10 * 60_000).toISOString();
    for (const scheduled_at of [offGrid, "2020-01-06T09:00:00.000Z"]) {
      expect((await book(org, { ...valid(), scheduled_at })).body).toEqual({
        error: "This time cannot be booked. Please choose one of the times shown.",
        field: "scheduled_at",
      });
    }
    const stored = await bookings(org, day(5), day(5), org.owner.token);
    expect(stored.body.bookings).toEqual([]);
  });

  it("refuses malformed bodies and other organizations with 4xx, never 500", async () => {
    expect(
      (await call(org.host, "/api/meetings/bookings", { method: "POST", body: "{not json", headers: { "x-forwarded-for": client.visitor() } })).status,
    ).toBe(400);
    expect((await call(org.host, "/api/meetings/bookings", { method: "POST", body: "[]", headers: { "x-forwarded-for": client.visitor() } })).status).toBe(400);
    expect((await book(org, { ...valid(), organization_id: other.id })).status).toBe(403);
    // API.md: organization_id must be sent; missing or null is 400 with its message, before any field (issue 36 item 13).
    for (const organization_id of [undefined, null]) {
      const answer = await book(org, { ...valid(), organization_id });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: "Organization context not available" });
    }
    expect((await book(org, { organization_id: undefined })).body).toEqual({ error: "Organization context not available" });
    expect((await book(org, { ...valid(), meeting_type_id: 2_147_483_648 })).status).toBe(400);
    expect((await book(org, { ...valid(), notes: "x".repeat(20_000) })).status).toBe(413);
    expect((await call(org.host, "/api/meetings/bookings", { method: "DELETE" })).status).toBe(405);
  });

  it("gives one of 20 concurrent bookings of one slot the time and the other 19 a 409", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(org, { ...valid(), customer_name: `Racer ${i}`, customer_email: `racer${i}@example.com` })),
    );
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.body).toEqual({ error: "This time is no longer available", field: "scheduled_at" });
    expect(created[0]!.body).toMatchObject({
      scheduled_at: slot,
      duration_minutes: 30,
      meeting_type_id: intro,
      meeting_type: { id: intro, name: "Intro call", color: "#3B82F6" },
      status: "scheduled",
      organization_id: org.id,
    });
    const stored = (await bookings(org, day(5), day(5), org.owner.token)).body.bookings as { id: number }[];
    expect(stored.map((b) => b.id)).toEqual([created[0]!.body.id]);
    expect((await slots(org, day(5), { meeting_type_id: intro })).body.slots[0]).toMatchObject({ start: slot, available: false });
  });

  it("answers a retry with the same Idempotency-Key with the same booking, and books once", async () => {
    const start = (await slots(org, day(5), { meeting_type_id: intro })).body.slots.find((s: { available: boolean }) => s.available).start;
    const body = { ...valid(), customer_email: "retry@example.com", scheduled_at: start };
    const headers = { "idempotency-key": unique("key-"), "x-forwarded-for": "10.9.9.9" };
    const first = await book(org, body, { headers });
    const again = await book(org, body, { headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await book(org, { ...body, customer_name: "Someone else" }, { headers })).status).toBe(422);
    const stored = (await bookings(org, day(5), day(5), org.owner.token)).body.bookings as { customer_email: string }[];
    expect(stored.filter((b) => b.customer_email === "retry@example.com")).toHaveLength(1);
  });
});

describe("who sees which bookings", () => {
  let customer: { email: string; token: string };
  let editor: { email: string; token: string };
  beforeAll(async () => {
    [customer, editor] = await Promise.all([account(org), account(org, "editor")]);
  });

  it("shows members every booking, a signed-in customer only theirs (booked under their account's address), a stranger busy times", async () => {
    const open = (await slots(org, day(1), { meeting_type_id: hour })).body.slots as { start: string; available: boolean }[];
    const mine = await book(
      org,
      { customer_name: "Cleo Customer", customer_email: "typed-something-else@example.com", meeting_type_id: hour, scheduled_at: open[0]!.start },
      { token: customer.token },
    );
    expect(mine.status).toBe(201);
    expect(mine.body.customer_email).toBe(customer.email);
    const theirs = await book(org, { customer_name: "Dan", customer_email: "dan@example.com", meeting_type_id: hour, scheduled_at: open.at(-1)!.start });
    expect(theirs.status).toBe(201);

    const asOwner = await bookings(org, day(1), day(1), org.owner.token);
    expect(asOwner.headers.get("cache-control")).toBe("private, no-store");
    expect(asOwner.body.viewer).toBe("member");
    expect(asOwner.body.bookings.map((b: { id: number }) => b.id)).toEqual([mine.body.id, theirs.body.id]);

    const asCustomer = await bookings(org, day(1), day(1), customer.token);
    expect(asCustomer.body.viewer).toBe("customer");
    expect(asCustomer.body.bookings.map((b: { id: number }) => b.id)).toEqual([mine.body.id]);
    expect(asCustomer.body.busy).toHaveLength(2);
    expect(JSON.stringify(asCustomer.body)).not.toContain("dan@example.com");

    // An editor edits content; customers' names and addresses are for owners and admins.
    const asEditor = await bookings(org, day(1), day(1), editor.token);
    expect(asEditor.body.bookings).toEqual([]);

    const asStranger = await bookings(org, day(1), day(1));
    expect(asStranger.body.bookings).toEqual([]);
    expect(asStranger.body.busy).toHaveLength(2);
    expect(JSON.stringify(asStranger.body)).not.toMatch(/Cleo|Dan|@example\.com/);

    // Another organization's owner, on that organization's host or this one.
    expect(
      (await call(org.host, `/api/meetings/bookings?organization_id=${other.id}&start_date=${day(1)}&end_date=${day(1)}`, { token: org.owner.token })).status,
    ).toBe(403);
    expect((await bookings(org, day(1), day(1), other.owner.token)).body.bookings).toEqual([]);
  });

  it("refuses a bad range", async () => {
    for (const [start, end] of [
      ["", day(1)],
      [day(2), day(1)],
      [day(1), localDate(BERLIN, 200)],
      ["2026-13-01", "2026-13-02"],
    ]) {
      const answer = await bookings(org, start!, end!, org.owner.token);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^start_date and end_date must be dates/);
    }
  });

  it("lets owners and admins change a status along the allowed paths, nobody else", async () => {
    const open = (await slots(org, day(2), { meeting_type_id: hour })).body.slots.filter((s: { available: boolean }) => s.available) as { start: string }[];
    const booked = await book(org, { customer_name: "Eve", customer_email: customer.email, meeting_type_id: hour, scheduled_at: open.at(-1)!.start });
    const id = booked.body.id as number;
    const patch = (status: unknown, token?: string, host = org.host) =>
      call(host, `/api/meetings/bookings/${id}`, { method: "PATCH", body: { status }, token });
    expect((await patch("confirmed")).status).toBe(401);
    expect((await patch("confirmed", customer.token)).status).toBe(403);
    expect((await patch("confirmed", editor.token)).status).toBe(403);
    expect((await patch("confirmed", other.owner.token, other.host)).status).toBe(403);
    expect((await patch("maybe", org.owner.token)).status).toBe(400);
    expect((await call(org.host, "/api/meetings/bookings/999999999", { method: "PATCH", body: { status: "confirmed" }, token: org.owner.token })).status).toBe(
      404,
    );
    expect((await call(org.host, "/api/meetings/bookings/abc", { method: "PATCH", body: { status: "confirmed" }, token: org.owner.token })).status).toBe(404);

    const confirmed = await patch("confirmed", org.owner.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe("confirmed");
    expect((await patch("no_show", org.owner.token)).body.status).toBe("no_show");
    expect((await patch("completed", org.owner.token)).body.status).toBe("completed");
    const back = await patch("scheduled", org.owner.token);
    expect(back.status).toBe(409);
    expect(back.body).toEqual({ error: "A booking that is completed cannot become scheduled", field: "status" });
    // A completed meeting is not the customer's to cancel.
    const late = await call(org.host, `/api/meetings/bookings/${id}/cancel`, { method: "POST", body: {}, token: customer.token });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("This booking can no longer be cancelled");
  });

  it("lets a signed-in customer cancel their own booking (the time is free again), never someone else's", async () => {
    const open = (await slots(org, day(5), { meeting_type_id: hour })).body.slots.filter((s: { available: boolean }) => s.available) as { start: string }[];
    const start = open.at(-1)!.start;
    const mine = await book(
      org,
      { customer_name: "Cleo", customer_email: customer.email, meeting_type_id: hour, scheduled_at: start },
      { token: customer.token },
    );
    const cancel = (id: number, token?: string, body: Record<string, unknown> = {}) =>
      call(org.host, `/api/meetings/bookings/${id}/cancel`, { method: "POST", body, token, headers: { "x-forwarded-for": client.visitor() } });
    expect((await cancel(mine.body.id)).body).toEqual({ error: "You can cancel only your own bookings" });
    expect((await cancel(mine.body.id, editor.token)).status).toBe(403);
    expect((await cancel(mine.body.id, undefined, { token: "forged" })).status).toBe(403);
    expect((await cancel(mine.body.id, other.owner.token)).status).toBe(403);
    const done = await cancel(mine.body.id, customer.token);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("cancelled");
    const again = await book(org, { customer_name: "Finn", customer_email: "finn@example.com", meeting_type_id: hour, scheduled_at: start });
    expect(again.status).toBe(201);
    // A cancelled booking cannot come back over the new one.
    expect(
      (await call(org.host, `/api/meetings/bookings/${mine.body.id}`, { method: "PATCH", body: { status: "scheduled" }, token: org.owner.token })).status,
    ).toBe(409);
  });
});

describe("mails with the calendar file", () => {
  it("sends the customer and the owner an invitation (.ics, METHOD REQUEST), and a cancellation (METHOD CANCEL, same UID) from the mail's link", async () => {
    const start = (await slots(org, day(4), { meeting_type_id: intro })).body.slots.find((s: { available: boolean }) => s.available).start as string;
    const email = `${unique("gus")}@example.com`;
    const booked = await book(org, { customer_name: "Gus Guest", customer_email: email, meeting_type_id: intro, scheduled_at: start, notes: "About the shop" });
    expect(booked.status).toBe(201);

    const toCustomer = await mail.next(email, (m) => m.subject.startsWith("Your meeting with"));
    expect(toCustomer.subject).toContain("Acme Meetings");
    expect(toCustomer.text).toContain(localTime(start, BERLIN));
    expect(toCustomer.text).toContain("(Europe/Berlin)");
    const invite = readInvite(calendarOf(toCustomer));
    expect(invite.calendar).toMatchObject({ BEGIN: "VCALENDAR", VERSION: "2.0", METHOD: "REQUEST", "X-WR-TIMEZONE": BERLIN });
    const dtstart = start.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(invite.event).toMatchObject({ UID: `meeting-booking-${booked.body.id}@${org.host}`, DTSTART: dtstart, DURATION: "PT30M", STATUS: "CONFIRMED" });
    expect(invite.event.ATTENDEE).toContain(`mailto:${email}`);

    const toOwner = await mail.next(org.owner.email, (m) => m.subject.startsWith("New booking: Gus Guest"));
    expect(toOwner.text).toContain(`Email: ${email}`);
    expect(readInvite(calendarOf(toOwner)).event.UID).toBe(invite.event.UID);

    // The link opens the site's page with a button; opening it cancels nothing.
    const link = new URL(toCustomer.text.match(/https?:\/\/\S+\/cancel-meeting\?\S+/)![0]);
    expect(link.pathname).toBe("/cancel-meeting");
    expect(link.searchParams.get("booking")).toBe(String(booked.body.id));
    const token = link.searchParams.get("token")!;
    const pageAnswer = await call(org.host, `${link.pathname}${link.search}`);
    expect(pageAnswer.status).toBe(200);
    // A personal page: no cache keeps it.
    expect(pageAnswer.headers.get("cache-control")).toContain("private");
    expect(pageAnswer.headers.get("cache-control")).toContain("no-store");
    const html = String(pageAnswer.body);
    expect(html).toContain("<title>Cancel your meeting? – Acme Meetings</title>");
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toContain(`<form action="/api/meetings/bookings/${booked.body.id}/cancel" method="post">`);
    expect(html).toContain(">Cancel meeting</button>");
    expect(html).toContain(localTime(start, BERLIN));
    expect((await bookings(org, day(4), day(4), org.owner.token)).body.bookings.find((b: { id: number }) => b.id === booked.body.id).status).toBe("scheduled");

    // A forged token, an unknown booking or no booking at all: a clear 404, never a 500, and nothing cancelled.
    for (const query of [`booking=${booked.body.id}&token=forged`, `booking=999999999&token=${token}`, "booking=abc", ""]) {
      const refused = await call(org.host, `/cancel-meeting?${query}`);
      expect(refused.status, query).toBe(404);
      expect(String(refused.body), query).toContain(
        "This cancellation link is not valid. Sign in to cancel from your account, or use the link in your latest mail.",
      );
      expect(String(refused.body), query).not.toContain(">Cancel meeting</button>");
    }
    // Another site's host does not know the booking.
    expect((await call(other.host, `${link.pathname}${link.search}`)).status).toBe(404);

    // Links in mails sent before: the old address sends the visitor to the page (same host), and cancels nothing.
    const old = await call(org.host, `/api/meetings/bookings/${booked.body.id}/cancel?token=${token}`);
    expect(old.status).toBe(308);
    expect(old.headers.get("location")).toBe(`/cancel-meeting?booking=${booked.body.id}&token=${token}`);

    // The button posts the form: a forged token cancels nothing and comes back to the page, which says why.
    const origin = `http://${org.host}:${app.port}`;
    const postForm = (fields: Record<string, string>) =>
      fetch(`${origin}/api/meetings/bookings/${booked.body.id}/cancel`, {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin, "x-forwarded-for": client.visitor() },
        redirect: "manual",
        dispatcher: loopback,
      });
    const forged = await postForm({ token: "forged", back: "/cancel-meeting" });
    expect(forged.status).toBe(303);
    expect(forged.headers.get("location")).toBe(`/cancel-meeting?booking=${booked.body.id}&token=forged&failed=403`);
    expect((await call(org.host, forged.headers.get("location")!)).status).toBe(404);
    expect((await bookings(org, day(4), day(4), org.owner.token)).body.bookings.find((b: { id: number }) => b.id === booked.body.id).status).toBe("scheduled");
    // A `back` that is not the page is not followed.
    const form = await postForm({ token, back: "//evil.example/cancel-meeting" });
    expect(form.status).toBe(303);
    const result = form.headers.get("location")!;
    expect(result).toBe(`/cancel-meeting?booking=${booked.body.id}&token=${token}&cancelled=1`);
    const shown = await call(org.host, result);
    expect(shown.status).toBe(200);
    expect(String(shown.body)).toContain("Meeting cancelled");
    expect(String(shown.body)).toContain("Your meeting is cancelled. You will get a mail with the calendar file that removes it.");
    expect(String(shown.body)).not.toContain(">Cancel meeting</button>");
    const cancelled = await mail.next(email, (m) => m.subject.startsWith("Cancelled:"));
    const cancel = readInvite(calendarOf(cancelled));
    expect(cancel.calendar.METHOD).toBe("CANCEL");
    expect(cancel.event).toMatchObject({ UID: invite.event.UID, STATUS: "CANCELLED", SEQUENCE: "1" });
    await mail.next(org.owner.email, (m) => m.subject.startsWith("Booking cancelled: Gus Guest"));
    expect((await slots(org, day(4), { meeting_type_id: intro })).body.slots.find((s: { start: string }) => s.start === start).available).toBe(true);
  });

  it("writes the customer's confirmation in the language the booking was made in (German), the owner's in English", async () => {
    const start = (await slots(org, day(8), { meeting_type_id: intro })).body.slots.find((s: { available: boolean }) => s.available).start as string;
    const email = `${unique("hanna")}@example.com`;
    expect((await book(org, { customer_name: "Hanna Gast", customer_email: email, meeting_type_id: intro, scheduled_at: start, locale: "de" })).status).toBe(
      201,
    );

    const toCustomer = await mail.next(email, () => true);
    expect(toCustomer.subject.startsWith("Ihr Termin mit")).toBe(true);
    // An anonymous visitor's address is confirmed by nobody: the greeting names no one (issue 36, item 20).
    expect(toCustomer.text).toContain("Guten Tag,");
    expect(toCustomer.text).not.toContain("Hanna Gast");
    expect(toCustomer.text).toContain("mit Acme Meetings ist gebucht.");
    expect(toCustomer.text).toContain("Terminart: Intro call");
    expect(toCustomer.text).toContain(`${localTime(start, BERLIN)}–`);
    expect(toCustomer.text).not.toContain("Your meeting");
    await mail.next(org.owner.email, (m) => m.subject.startsWith("New booking: Hanna Gast"));
  });
});
