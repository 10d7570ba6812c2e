import { beforeAll, describe, expect, it } from "vitest";
import { readInvite } from "@/features/meetings/ics";
import { createOrg, unique, type TestOrg } from "../support/client";
import { mailbox, variantServer, type SharedServer } from "../support/variants";
import { calendarOf, localDate, meetingsClient, type Catcher } from "./meetings-support";

/**
 * Visitors' limits and what bookings may mail (issue 36, items 18 and 20). The server
 * trusts one proxy (ONSITE_TRUSTED_PROXIES=1), so X-Forwarded-For names each request's
 * visitor: many addresses from one test. Mails go to a real SMTP server (the project's
 * shared `mail` server and the hub's SMTP sink, tests/support/hub.ts).
 *
 * - Refused requests never fill an organization's limits: 300 bad requests from 30
 *   addresses leave the contact form, bookings (the owner's own) and chat open; the
 *   per-address limit refuses first; an IPv6 client is counted by its /64.
 * - Meetings: year-9999 dates answer 400 with a clear message (never a 500 with a stack
 *   trace) on the four public endpoints that take a date; slot reads for a date are
 *   limited per address; a booking's mail to an address nobody confirmed carries only
 *   the site's own text, and each such address gets a few booking mails an hour.
 */
let app: SharedServer;
const mail: Catcher = mailbox;
const client = meetingsClient(
  () => app,
  () => mail,
);
const { call, saveList, slots, book, bookings } = client;

const ZONE = "Europe/Berlin";
let org: TestOrg;
let intro: number;
/** A weekday two weeks ahead, with open hours and no notice or window in the way. */
let date: string;

const bad = (host: string, path: string, address: string) => call(host, path, { method: "POST", body: {}, headers: { "x-forwarded-for": address } });

beforeAll(async () => {
  app = await variantServer("mail");
  org = await createOrg("Limits Studio", app, { host: `${unique("limits")}.localhost`, siteTitle: "Limits Studio" });
  const types = await saveList(org, "meeting_types", [
    { name: "Intro call", duration_minutes: 30, is_active: true, is_customer_choice: true, minimum_notice_minutes: 0, booking_window_days: 60 },
  ]);
  intro = types[0]!.id;
  const days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
  await saveList(
    org,
    "meeting_hours",
    days.map((day) => ({ day, start_time: "08:00", end_time: "18:00" })),
  );
  date = localDate(ZONE, 14);
}, 200_000);

/** The free slots' starts of `date` as a visitor sees them. */
const freeStarts = async () =>
  ((await slots(org, date, { meeting_type_id: intro })).body.slots as { start: string; available: boolean }[]).filter((s) => s.available).map((s) => s.start);

describe("refused requests never fill an organization's limits (issue 36, item 18)", () => {
  it("after 300 bad requests from 30 addresses to each form, a contact message, the owner's booking and a chat message are accepted", async () => {
    for (const path of ["/api/messages", "/api/meetings/bookings", "/api/help/conversations"]) {
      for (let batch = 0; batch < 3; batch++) {
        // Ten addresses at a time, ten requests each: within every address's limit.
        const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => bad(org.host, path, `172.16.${batch * 10 + Math.floor(i / 10) + 1}.1`)));
        expect(
          answers.map((r) => r.status),
          path,
        ).toEqual(Array(100).fill(400));
      }
    }
    const contact = await call(org.host, "/api/messages", {
      method: "POST",
      body: { kind: "contact", name: "Ann", email: "ann@example.com", message: "Still open?" },
      headers: { "x-forwarded-for": "172.17.0.1" },
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    const [start] = await freeStarts();
    const owners = await book(
      org,
      { customer_name: "Walk-in", customer_email: "walkin@example.com", meeting_type_id: intro, scheduled_at: start },
      { token: org.owner.token },
    );
    expect(owners.status, JSON.stringify(owners.body)).toBe(201);
    const chat = await call(org.host, "/api/help/conversations", { method: "POST", body: { message: "Hello?" }, headers: { "x-forwarded-for": "172.17.0.2" } });
    expect(chat.status, JSON.stringify(chat.body)).toBe(201);
    // 900 requests: a busy machine takes longer than the default minute.
  }, 300_000);

  it("refuses one address past its limit first (429), while other visitors' messages go through", async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await bad(org.host, "/api/messages", "172.18.0.1")).status);
    expect(answers).toEqual([...Array(10).fill(400), 429, 429]);
    const refused = await call(org.host, "/api/messages", {
      method: "POST",
      body: { kind: "contact", name: "Bo", email: "bo@example.com", message: "Hi" },
      headers: { "x-forwarded-for": "172.18.0.1" },
    });
    expect([refused.status, refused.body.error]).toEqual([429, "Too many requests. Please wait a moment and try again."]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await call(org.host, "/api/messages", {
      method: "POST",
      body: { kind: "contact", name: "Cy", email: "cy@example.com", message: "Hi" },
      headers: { "x-forwarded-for": "172.18.0.2" },
    });
    expect(other.status).toBe(201);
  });

  it("counts an IPv6 client by its /64: two addresses in one /64 share a limit, another /64 has its own", async () => {
    for (let i = 1; i <= 10; i++) expect((await bad(org.host, "/api/messages", `2001:db8:36:18::${i.toString(16)}`)).status).toBe(400);
    expect((await bad(org.host, "/api/messages", "2001:db8:36:18:ffff:1:2:3")).status).toBe(429);
    expect((await bad(org.host, "/api/messages", "2001:db8:36:19::1")).status).toBe(400);
  });
});

describe("meeting dates and slot reads (issue 36, item 20)", () => {
  const BOUNDS = "Dates must be between 1970-01-01 and 2999-12-31";

  it("answers year-9999 dates with 400 and a clear message, never a 500 or a stack trace, on the four public endpoints", async () => {
    const answers = [
      await slots(org, "9999-12-31"),
      await call(org.host, `/api/meetings/available-slots?organization_id=${org.id}&start_date=9999-12-01&end_date=9999-12-31`),
      await bookings(org, "9999-12-01", "9999-12-31"),
      await book(org, { customer_name: "Far", customer_email: "far@example.com", meeting_type_id: intro, scheduled_at: "9999-12-31T10:00:00.000Z" }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(BOUNDS);
      expect(JSON.stringify(answer.body)).not.toMatch(/stack|at \w+ \(|\.js:\d+/);
    }
  });

  it("limits slot reads for a date per address (429 with Retry-After); another address reads on", async () => {
    const from = { "x-forwarded-for": "172.19.0.1" };
    const reads = await Promise.all(
      Array.from({ length: 120 }, () => call(org.host, `/api/meetings/available-slots?organization_id=${org.id}&date=not-a-date`, { headers: from })),
    );
    expect(reads.every((r) => r.status === 400)).toBe(true);
    const refused = await call(org.host, `/api/meetings/available-slots?organization_id=${org.id}&date=${date}`, { headers: from });
    expect([refused.status, refused.body.error]).toEqual([429, "Too many requests. Please wait a moment and try again."]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await call(org.host, `/api/meetings/available-slots?organization_id=${org.id}&date=${date}`, {
      headers: { "x-forwarded-for": "172.19.0.2" },
    });
    expect(other.status).toBe(200);
  });
});

describe("a booking's mail to an address nobody confirmed (issue 36, item 20)", () => {
  it("carries only the site's own text: no typed title, name or notes, in the mail or its calendar file; the owner's mail keeps them", async () => {
    const [start] = await freeStarts();
    const email = `${unique("stranger")}@example.com`;
    const phishing = "Your account is locked: verify at https://evil.example/login";
    const booked = await book(org, {
      customer_name: "Security Team",
      customer_email: email,
      meeting_type_id: intro,
      scheduled_at: start,
      title: phishing,
      notes: "Call +1 555 0100 now",
    });
    expect(booked.status).toBe(201);
    const toCustomer = await mail.next(email, () => true);
    const everything = `${toCustomer.subject}\n${toCustomer.text}\n${calendarOf(toCustomer)}`;
    for (const typed of ["evil.example", "locked", "555 0100", "Security Team"]) expect(everything, typed).not.toContain(typed);
    expect(toCustomer.text).toContain("Hello,");
    expect(toCustomer.text).toContain('Your meeting "Intro call" with Limits Studio is booked.');
    expect(readInvite(calendarOf(toCustomer)).event.SUMMARY).toBe("Intro call");
    const toOwner = await mail.next(org.owner.email, (m) => m.subject.startsWith("New booking: Security Team"));
    expect(toOwner.text).toContain("Notes: Call +1 555 0100 now");
  });

  it("books at most 5 meetings an hour for one such address, from any visitor (429 after, nothing stored)", async () => {
    const email = `${unique("target")}@example.com`;
    const starts = (await freeStarts()).slice(0, 6);
    for (const start of starts.slice(0, 5))
      expect((await book(org, { customer_name: "X", customer_email: email, meeting_type_id: intro, scheduled_at: start })).status).toBe(201);
    const refused = await book(org, { customer_name: "X", customer_email: email.toUpperCase(), meeting_type_id: intro, scheduled_at: starts[5] });
    expect([refused.status, refused.body.error]).toEqual([429, "Too many requests. Please wait a moment and try again."]);
    const stored = (await bookings(org, date, date, org.owner.token)).body.bookings as { customer_email: string }[];
    expect(stored.filter((b) => b.customer_email.toLowerCase() === email).length).toBe(5);
  });
});
