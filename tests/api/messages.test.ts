import { beforeAll, describe, expect, it } from "vitest";
import { api, confirmEmail, createOrg, signIn, signUpUnverified, unique, type TestOrg } from "../support/client";
import { linkIn } from "../support/mail";
import { mailbox as mail, variantServer, type SharedServer } from "../support/variants";

/**
 * Visitors' messages (issue 20): POST /api/messages (contact and quote) stored for the
 * host's organization and mailed to its owners and admins through a real SMTP server
 * (the project's shared `mail` server and the hub's SMTP sink, tests/support/hub.ts); the
 * members' list, read marks and delete.
 */
let app: SharedServer;
let org: TestOrg;
let other: TestOrg;
let admin: { email: string; token: string };
let editor: { email: string; token: string };
let plans: { id: number; name: string }[];
let theirPlan: number;
let listing: number;
let theirListing: number;

const call = (host: string, path: string, options: Parameters<typeof api>[2] = {}) => api(host, path, { ...options, port: app.port });
/** A visitor's address: the server trusts one proxy (ONSITE_TRUSTED_PROXIES=1), so each send comes from its own visitor unless a test names one. */
const visitor = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 250) + 1).join(".")}`;
const send = (body: unknown, headers: Record<string, string> = {}, target = org) =>
  call(target.host, "/api/messages", { method: "POST", body, headers: { "x-forwarded-for": visitor(), ...headers } });
const list = (token?: string, target = org, query = "") => call(target.host, `/api/messages${query}`, { token });
const mark = (id: number, read: unknown, token = org.owner.token, target = org) =>
  call(target.host, `/api/messages/${id}`, { method: "PATCH", body: { read }, token });
const remove = (id: number, token = org.owner.token, target = org) => call(target.host, `/api/messages/${id}`, { method: "DELETE", token });
const stored = async (target = org) => (await list(target.owner.token, target)).body.messages as Record<string, any>[];
const operator = (path: string, body: unknown) => call("localhost", path, { method: "POST", body, headers: { "x-onsite-admin-token": app.adminToken } });

/** A confirmed, signed-in account with `role` in the organization (its confirmation mail read from the catcher). */
async function member(target: TestOrg, role: "admin" | "editor") {
  const { email, password } = await signUpUnverified(target.host, `${unique(role)}@example.com`, "correct-horse-9", app.port);
  const confirmation = await mail.next(email, (m) => m.subject.startsWith("Confirm your email"));
  expect((await confirmEmail(target.host, new URL(linkIn(confirmation)), password, app.port)).status).toBe(200);
  expect((await operator("/api/internal/members", { organization_id: target.id, email, role })).status).toBe(200);
  return { email, token: await signIn(target.host, email, password, app.port) };
}

/** Makes one of the organization's Global Settings lists exactly `items`; answers the saved rows. */
async function saveList(target: TestOrg, key: string, items: Record<string, unknown>[]) {
  const bundle = await call(target.host, `/api/organizations/${target.id}`, { token: target.owner.token });
  const saved = await call(target.host, `/api/organizations/${target.id}`, {
    method: "PUT",
    body: { version: bundle.body.version, [key]: items },
    token: target.owner.token,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return (await call(target.host, `/api/organizations/${target.id}`, { token: target.owner.token })).body[key] as { id: number; name: string }[];
}

const contact = (extra: Record<string, unknown> = {}) => ({
  kind: "contact",
  name: "Ann Visitor",
  email: "ann@example.com",
  message: "Do you build shops too?",
  ...extra,
});

beforeAll(async () => {
  app = await variantServer("mail");
  [org, other] = await Promise.all([
    createOrg("Acme Studio", app, { host: `${unique("acme")}.localhost`, siteTitle: "Acme Studio" }),
    createOrg(unique("Other "), app),
  ]);
  [admin, editor] = await Promise.all([member(org, "admin"), member(org, "editor")]);
  plans = await saveList(org, "pricing_plans", [
    { name: "Starter", price: 900, currency_symbol: "€" },
    { name: "Team", price: 2900, promotion_price: 1900, is_promotion: true, currency_symbol: "€" },
  ]);
  theirPlan = (await saveList(other, "pricing_plans", [{ name: "Theirs", price: 100 }]))[0]!.id;
  listing = (await saveList(org, "listings", [{ title: "Sunny loft", price: 350000_00, currency: "EUR" }]))[0]!.id;
  theirListing = (await saveList(other, "listings", [{ title: "Their house" }]))[0]!.id;
});

describe("POST /api/messages (contact)", () => {
  it("stores the message for the host's organization and mails each owner and admin (not an editor, not another organization)", async () => {
    const before = { owner: (await mail.to(org.owner.email)).length, admin: (await mail.to(admin.email)).length };
    const sent = await send(contact({ phone: "+49 30 1234 5678", page: "/contact", subject: { type: "listing", id: listing } }));
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(Number) });

    for (const [email, after] of [
      [org.owner.email, before.owner],
      [admin.email, before.admin],
    ] as const) {
      const received = await mail.next(email, (m) => m.subject === "New message from Ann Visitor on Acme Studio", after);
      expect(received.text).toContain("Email: ann@example.com");
      expect(received.text).toContain("Phone: +49 30 1234 5678");
      expect(received.text).toContain(`Page: http://${org.host}:${app.port}/contact`);
      expect(received.text).toContain(`About: Sunny loft (listing ${listing})`);
      expect(received.text).toContain("Do you build shops too?");
      expect(received.raw).toMatch(/^Reply-To: ann@example\.com/m);
    }
    expect((await mail.to(editor.email)).filter((m) => m.subject.includes("Ann Visitor"))).toEqual([]);
    expect((await mail.to(other.owner.email)).filter((m) => m.subject.includes("Ann Visitor"))).toEqual([]);

    const [message] = (await stored()).filter((m) => m.id === sent.body.id);
    expect(message).toMatchObject({
      kind: "contact",
      name: "Ann Visitor",
      email: "ann@example.com",
      phone: "+49 30 1234 5678",
      page: "/contact",
      subject: { type: "listing", id: listing, title: "Sunny loft" },
      lines: null,
      read_at: null,
    });
    // `mailed` is set once every mail went out, just after the answer.
    await expect.poll(async () => (await stored()).find((m) => m.id === sent.body.id)?.mailed).toBe(true);
    expect((await stored(other)).some((m) => m.id === sent.body.id)).toBe(false);
  });

  it("refuses bad input with the spec's messages and the field, and stores nothing", async () => {
    const before = (await stored()).length;
    const cases: [unknown, number, string, string?][] = [
      [contact({ name: "  " }), 400, "Name is required", "name"],
      [contact({ name: undefined }), 400, "Name is required", "name"],
      [contact({ email: "" }), 400, "Email is required", "email"],
      [contact({ email: "ann@example" }), 400, "Please enter a valid email address", "email"],
      [contact({ message: "" }), 400, "Message is required", "message"],
      [contact({ phone: "call me" }), 400, "Please enter a valid phone number", "phone"],
      [contact({ kind: "spam" }), 400, 'kind must be "contact" or "quote".', "kind"],
      [contact({ subject: { type: "listing", id: theirListing } }), 400, "This listing is no longer available", "subject"],
      [contact({ subject: { type: "listing", id: 999_999_999 } }), 400, "This listing is no longer available", "subject"],
      [contact({ organization_id: other.id }), 403, "You do not have access to this organization."],
      [contact({ message: "x".repeat(40_000) }), 413, "The request body is too large (the limit is 32 KB)."],
    ];
    for (const [body, status, error, field] of cases) {
      const answer = await send(body);
      expect([answer.status, answer.body.error, answer.body.field], JSON.stringify(body).slice(0, 80)).toEqual([status, error, field]);
    }
    expect((await send(contact(), {}, { ...org, host: "unknown-site.test" })).status).toBe(404);
    expect((await send(contact(), { origin: "https://evil.example" })).status).toBe(403);
    expect(await stored()).toHaveLength(before);
  });

  it("answers a retry with the same Idempotency-Key with the first answer, stores and mails once", async () => {
    const before = { stored: (await stored()).length, mails: (await mail.to(org.owner.email)).length };
    const key = unique("key-");
    const body = contact({ name: "Retry Rita" });
    // The key is the sender's: the same visitor retries.
    const headers = { "idempotency-key": key, "x-forwarded-for": visitor() };
    const answers = await Promise.all(Array.from({ length: 3 }, () => send(body, headers)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(2);
    expect(await stored()).toHaveLength(before.stored + 1);
    await mail.next(org.owner.email, (m) => m.subject.startsWith("New message from Retry Rita"), before.mails);
    expect((await send(contact({ name: "Someone else" }), headers)).status).toBe(422);
    expect((await mail.to(org.owner.email)).filter((m) => m.subject.includes("Retry Rita"))).toHaveLength(1);
  });

  it("limits one address to 10 messages in 10 minutes per organization (429 with Retry-After); another organization is not affected", async () => {
    const fresh = await createOrg(unique("Busy "), app);
    const answers = [];
    const from = { "x-forwarded-for": visitor() };
    for (let i = 0; i < 11; i++) answers.push(await send(contact({ name: `Flood ${i}` }), from, fresh));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.body.error).toBe("Too many requests. Please wait a moment and try again.");
    expect(Number(answers[10]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stored(fresh)).toHaveLength(10);
    // Another visitor, and the same one on another site, are not affected.
    expect((await send(contact(), {}, fresh)).status).toBe(201);
    expect((await send(contact(), from, await createOrg(unique("Calm "), app))).status).toBe(201);
  });
});

describe("POST /api/messages (quote)", () => {
  it("stores the lines with the server's names and prices (the promotion price while it is on) and mails them with amounts", async () => {
    const [starter, team] = plans;
    const before = (await mail.to(org.owner.email)).length;
    const sent = await send({
      kind: "quote",
      name: "Quinn Buyer",
      email: "quinn@example.com",
      lines: [
        { plan_id: starter!.id, quantity: 2, price: 1 },
        { plan_id: team!.id, quantity: 1 },
      ],
    });
    expect(sent.status).toBe(201);
    const message = (await stored()).find((m) => m.id === sent.body.id)!;
    expect(message).toMatchObject({ kind: "quote", message: "", subject: null });
    expect(message.lines).toEqual([
      { plan_id: starter!.id, name: "Starter", price: 900, currency_symbol: "€", quantity: 2 },
      { plan_id: team!.id, name: "Team", price: 1900, currency_symbol: "€", quantity: 1 },
    ]);
    const received = await mail.next(org.owner.email, (m) => m.subject === "Quote request from Quinn Buyer on Acme Studio", before);
    expect(received.text).toContain("- 2 × Starter at €9.00 = €18.00");
    expect(received.text).toContain("- 1 × Team at €19.00 = €19.00");
    expect(received.text).toContain("Total: €37.00");
  });

  it("refuses a plan of another organization, or one that is gone, and stores nothing", async () => {
    const before = (await stored()).length;
    const PLAN_GONE = "A plan in your basket is no longer available. Please review your basket.";
    for (const planId of [theirPlan, 999_999_999]) {
      const answer = await send({
        kind: "quote",
        name: "Quinn",
        email: "quinn@example.com",
        lines: [
          { plan_id: plans[0]!.id, quantity: 1 },
          { plan_id: planId, quantity: 1 },
        ],
      });
      expect([answer.status, answer.body.error]).toEqual([400, PLAN_GONE]);
    }
    const bad: [unknown, string][] = [
      [{ kind: "quote", name: "Quinn", email: "quinn@example.com", lines: [] }, "Your basket is empty"],
      [
        { kind: "quote", name: "Quinn", email: "quinn@example.com", lines: [{ plan_id: plans[0]!.id, quantity: 0 }] },
        "Quantity must be a whole number from 1 to 99",
      ],
      [
        {
          kind: "quote",
          name: "Quinn",
          email: "quinn@example.com",
          lines: [
            { plan_id: plans[0]!.id, quantity: 60 },
            { plan_id: plans[0]!.id, quantity: 60 },
          ],
        },
        "Quantity must be a whole number from 1 to 99",
      ],
      [{ kind: "quote", name: "", email: "quinn@example.com", lines: [{ plan_id: plans[0]!.id, quantity: 1 }] }, "Name is required"],
    ];
    for (const [body, error] of bad) expect((await send(body)).body.error).toBe(error);
    expect(await stored()).toHaveLength(before);
  });
});

describe("members' messages", () => {
  it("lists them newest first with the unread count; opening marks read, it can be marked unread, and deleted", async () => {
    const first = (await send(contact({ name: "First" }))).body.id as number;
    const second = (await send(contact({ name: "Second" }))).body.id as number;
    const listed = await list(admin.token, org, `?organization_id=${org.id}`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toContain("no-store");
    const ids = listed.body.messages.map((m: { id: number }) => m.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const unread = listed.body.unread as number;
    expect(unread).toBe(listed.body.messages.filter((m: { read_at: string | null }) => m.read_at === null).length);

    const opened = await mark(second, true, admin.token);
    expect(opened.status).toBe(200);
    expect(opened.body.message).toMatchObject({ id: second, read_at: expect.any(String) });
    expect((await list(org.owner.token)).body.unread).toBe(unread - 1);
    // Marking read again keeps the first time it was read.
    expect((await mark(second, true)).body.message.read_at).toBe(opened.body.message.read_at);
    expect((await mark(second, false)).body.message.read_at).toBeNull();
    expect((await list(org.owner.token)).body.unread).toBe(unread);
    expect((await mark(second, "yes")).body).toEqual({ error: "read must be true or false.", field: "read" });

    expect((await remove(first)).status).toBe(200);
    expect((await stored()).some((m) => m.id === first)).toBe(false);
    expect((await remove(first)).status).toBe(404);
  });

  it("is for the organization's owners and admins: 401 signed out, 403 for an editor or another organization's owner, 404 for another organization's message", async () => {
    const id = (await send(contact({ name: "Private" }))).body.id as number;
    expect((await list()).status).toBe(401);
    expect((await list(editor.token)).status).toBe(403);
    expect((await list(other.owner.token)).status).toBe(403);
    expect((await list(org.owner.token, org, `?organization_id=${other.id}`)).status).toBe(403);
    expect((await list(org.owner.token, org, "?organization_id=abc")).status).toBe(400);
    expect((await call(org.host, `/api/messages/${id}`, { method: "PATCH", body: { read: true } })).status).toBe(401);
    expect((await mark(id, true, editor.token)).status).toBe(403);
    expect((await remove(id, editor.token)).status).toBe(403);
    // Another organization's message does not exist here, for its owner too.
    expect((await mark(id, true, other.owner.token, other)).status).toBe(404);
    expect((await remove(id, other.owner.token, other)).status).toBe(404);
    expect((await mark(999_999_999, true)).status).toBe(404);
    expect((await stored()).find((m) => m.id === id)).toMatchObject({ read_at: null });
  });
});
