import { beforeAll, describe, expect, it } from "vitest";
import { createOrg, unique, type TestOrg } from "../support/client";
import { openSse } from "../support/sse";
import { mailbox as mail, variantServer, type SharedServer } from "../support/variants";
import { localDate, meetingsClient } from "./meetings-support";

/**
 * Chat that reaches an away team (issue 41 §1): a visitor's message while no member
 * is online is mailed to every owner and admin who has not turned it off, with a link
 * that opens the conversation in the inbox, once per conversation until a member
 * answers or reads it; the /admin dashboard links the Inbox and Bookings with their
 * counts. Through a real SMTP server (the shared `mail` server and the hub's sink).
 */
let app: SharedServer;
let org: TestOrg;
let admin: { email: string; token: string };
let editor: { email: string; token: string };
const client = meetingsClient(
  () => app,
  () => mail,
);
const { call, visitor } = client;

const START = "/api/help/conversations";
const start = (body: Record<string, unknown>) => call(org.host, START, { method: "POST", body, headers: { "x-forwarded-for": visitor() } });
const write = (key: string, message: string) =>
  call(org.host, `${START}/${key}/messages`, { method: "POST", body: { message }, headers: { "x-forwarded-for": visitor() } });
const settings = (token: string, body?: unknown) => call(org.host, "/api/help/inbox/settings", body === undefined ? { token } : { method: "PUT", body, token });
/** The inbox's numeric id of the conversation the visitor named `name` started. */
const conversationOf = async (name: string) =>
  ((await call(org.host, "/api/help/inbox", { token: org.owner.token })).body.conversations as { id: number; name: string }[]).find((c) => c.name === name)!.id;
const chatsFrom = async (to: string, name: string) => (await mail.to(to)).filter((m) => m.subject === `New chat from ${name} on Away Studio`);

beforeAll(async () => {
  app = await variantServer("mail");
  org = await createOrg("Away Studio", app, { host: `${unique("away")}.localhost`, siteTitle: "Away Studio" });
  [admin, editor] = await Promise.all([client.account(org, "admin"), client.account(org, "editor")]);
});

describe("a visitor's chat while no member is online", () => {
  it("mails the owner and each admin once, with the message and a link opening it in the inbox; a second message mails nobody", async () => {
    const name = unique("Ann");
    const started = await start({ message: "Is the studio open on Saturday?", name, email: "ann@example.com", page: "/pricing" });
    expect(started.status).toBe(201);
    const id = await conversationOf(name);
    for (const to of [org.owner.email, admin.email]) {
      const received = await mail.next(to, (m) => m.subject === `New chat from ${name} on Away Studio`);
      expect(received.text).toContain(`${name} wrote in the chat on Away Studio while no one was online:`);
      expect(received.text).toContain("Is the studio open on Saturday?");
      expect(received.text).toContain(`Page: http://${org.host}:${app.port}/pricing`);
      expect(received.text).toContain(`Open the conversation in the inbox: http://${org.host}:${app.port}/#open=inbox&item=${id}`);
      expect(received.text).toContain('To stop these mails, turn off "Mail me new chats when no one is online" in the inbox.');
    }

    expect((await write(started.body.id, "Or on Sunday?")).status).toBe(201);
    // Another conversation's mail comes after: by then the second message's would have come too.
    const later = unique("Ben");
    expect((await start({ message: "Hello?", name: later })).status).toBe(201);
    await mail.next(org.owner.email, (m) => m.subject === `New chat from ${later} on Away Studio`);
    await mail.next(admin.email, (m) => m.subject === `New chat from ${later} on Away Studio`);
    expect(await chatsFrom(org.owner.email, name)).toHaveLength(1);
    expect(await chatsFrom(admin.email, name)).toHaveLength(1);
    // Editors answer chats but are not mailed (owners and admins are, as for messages).
    expect(await chatsFrom(editor.email, name)).toEqual([]);

    // Once a member has read it, the next message while no one is online mails again.
    expect((await call(org.host, `/api/help/inbox/${id}`, { method: "PATCH", body: { read: true }, token: org.owner.token })).status).toBe(200);
    const seen = (await mail.to(org.owner.email)).length;
    expect((await write(started.body.id, "Still there?")).status).toBe(201);
    const again = await mail.next(org.owner.email, (m) => m.subject === `New chat from ${name} on Away Studio`, seen);
    expect(again.text).toContain("Still there?");
  });

  it("mails no member who turned it off, and the setting is each member's own, on by default", async () => {
    expect((await settings(admin.token)).body).toEqual({ mail_away_chats: true });
    const off = await settings(admin.token, { mail_away_chats: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ mail_away_chats: false });
    expect((await settings(admin.token)).body).toEqual({ mail_away_chats: false });
    expect((await settings(org.owner.token)).body).toEqual({ mail_away_chats: true });
    const bad = await settings(admin.token, { mail_away_chats: "no" });
    expect([bad.status, bad.body.error]).toEqual([400, "mail_away_chats must be true or false."]);
    expect((await call(org.host, "/api/help/inbox/settings", { method: "PUT", body: { mail_away_chats: false } })).status).toBe(401);

    const name = unique("Cleo");
    expect((await start({ message: "Do you ship to Norway?", name })).status).toBe(201);
    // The owner's mail and the admin's would leave together.
    await mail.next(org.owner.email, (m) => m.subject === `New chat from ${name} on Away Studio`);
    expect(await chatsFrom(admin.email, name)).toEqual([]);
    expect((await settings(admin.token, { mail_away_chats: true })).body).toEqual({ mail_away_chats: true });
  });

  it("mails nobody while a member is connected to the live channel, and mails once the last one has left", async () => {
    // The members' saves stream: a live connection that writes no inbox presence.
    const stream = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: editor.token, port: app.port });
    expect(stream.status).toBe(200);
    expect((await call(org.host, "/api/help/status")).body.online).toBe(true);
    const name = unique("Dora");
    const started = await start({ message: "Quick question about prices", name });
    expect(started.status).toBe(201);

    stream.close();
    await expect.poll(async () => (await call(org.host, "/api/help/status")).body.online).toBe(false);
    expect((await write(started.body.id, "Anyone?")).status).toBe(201);
    const received = await mail.next(org.owner.email, (m) => m.subject === `New chat from ${name} on Away Studio`);
    expect(received.text).toContain("Anyone?");
    expect(received.text).not.toContain("Quick question about prices");
    expect(await chatsFrom(org.owner.email, name)).toHaveLength(1);
  });

  it("counts a member with the inbox open as online (its stream), so the chat while it is open mails nobody", async () => {
    const stream = await openSse(org.host, "/api/help/inbox/stream", { token: admin.token, port: app.port });
    expect(stream.status).toBe(200);
    const name = unique("Emil");
    const started = await start({ message: "Are you there?", name });
    expect(started.status).toBe(201);
    stream.close();
    // The inbox says it left when it closes; then the next message is mailed, and only it.
    expect((await call(org.host, "/api/help/presence", { method: "DELETE", token: admin.token })).status).toBe(204);
    await expect.poll(async () => (await call(org.host, "/api/help/status")).body.online).toBe(false);
    expect((await write(started.body.id, "Hello again")).status).toBe(201);
    const received = await mail.next(org.owner.email, (m) => m.subject === `New chat from ${name} on Away Studio`);
    expect(received.text).toContain("Hello again");
    expect(await chatsFrom(org.owner.email, name)).toHaveLength(1);
  });
});

describe("the dashboard at /admin", () => {
  it("links the Inbox and Bookings beside Messages, with the unread conversations and the bookings to confirm", async () => {
    const fresh = await createOrg(unique("Counts "), app);
    const page = async () => (await call(fresh.host, "/admin", { token: fresh.owner.token })).body as string;
    const link = (html: string, label: string) => html.match(new RegExp(`<a href="([^"]*)"[^>]*>${label.replace(/[()]/g, "\\$&")}</a>`))?.[1];
    const before = await page();
    expect(link(before, "Messages")).toBe("/#open=messages");
    expect(link(before, "Inbox")).toBe("/#open=inbox");
    expect(link(before, "Bookings")).toBe("/#open=bookings");

    const chat = await call(fresh.host, START, { method: "POST", body: { message: "Hi there", name: "Eve" }, headers: { "x-forwarded-for": visitor() } });
    expect(chat.status).toBe(201);
    const [type] = await client.saveList(fresh, "meeting_types", [{ name: "Call", duration_minutes: 30, booking_window_days: 60 }]);
    await client.saveList(fresh, "meeting_hours", [
      ...["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => ({ day, start_time: "09:00", end_time: "17:00" })),
    ]);
    const date = localDate("UTC", 3);
    const slot = ((await client.slots(fresh, date, { meeting_type_id: type!.id })).body.slots as { start: string }[])[0]!;
    const booked = await client.book(fresh, { customer_name: "Fay", customer_email: "fay@example.com", meeting_type_id: type!.id, scheduled_at: slot.start });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const after = await page();
    expect(link(after, "Inbox (1 unread)")).toBe("/#open=inbox");
    expect(link(after, "Bookings (1 to confirm)")).toBe("/#open=bookings");
  });
});
