import { expect } from "vitest";
import { api, confirmEmail, signIn, signUpUnverified, unique, type TestOrg } from "../support/client";
import { linkIn, type ReceivedMail } from "../support/mail";
import type { mailbox, SharedServer } from "../support/variants";

/** Helpers of the meetings API tests (tests/api/meetings*.test.ts): the shared `mail` server and its SMTP sink. */
export type Catcher = typeof mailbox;

export function meetingsClient(app: () => SharedServer, mail: () => Catcher) {
  const call = (host: string, path: string, options: Parameters<typeof api>[2] = {}) => api(host, path, { ...options, port: app().port });
  /** A visitor's address: the server trusts one proxy (ONSITE_TRUSTED_PROXIES=1), so each request comes from its own visitor. */
  const visitor = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 250) + 1).join(".")}`;
  const operator = (path: string, body: unknown) => call("localhost", path, { method: "POST", body, headers: { "x-onsite-admin-token": app().adminToken } });

  /** A confirmed, signed-in account (its confirmation mail read from the catcher), with `role` in the organization when given. */
  async function account(target: TestOrg, role?: "admin" | "editor") {
    const { email, password } = await signUpUnverified(target.host, `${unique(role ?? "customer")}@example.com`, "correct-horse-9", app().port);
    const confirmation = await mail().next(email, (m) => m.subject.startsWith("Confirm your email"));
    expect((await confirmEmail(target.host, new URL(linkIn(confirmation)), password, app().port)).status).toBe(200);
    if (role) expect((await operator("/api/internal/members", { organization_id: target.id, email, role })).status).toBe(200);
    return { email, token: await signIn(target.host, email, password, app().port) };
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
    return (await call(target.host, `/api/organizations/${target.id}`, { token: target.owner.token })).body[key] as ({ id: number; name: string } & Record<
      string,
      unknown
    >)[];
  }

  const setZone = async (target: TestOrg, zone: string) =>
    expect(
      (await call(target.host, `/api/organizations/${target.id}`, { method: "PUT", body: { settingsData: { time_zone: zone } }, token: target.owner.token }))
        .status,
    ).toBe(200);

  const slots = (target: TestOrg, date: string, query: Record<string, string | number> = {}, token?: string) =>
    call(
      target.host,
      `/api/meetings/available-slots?${new URLSearchParams({ organization_id: String(target.id), date, is_admin: "false", ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
      { token },
    );

  const book = (target: TestOrg, body: Record<string, unknown>, options: { token?: string; headers?: Record<string, string> } = {}) =>
    call(target.host, "/api/meetings/bookings", {
      method: "POST",
      body: { organization_id: target.id, ...body },
      token: options.token,
      headers: { "x-forwarded-for": visitor(), ...options.headers },
    });

  const bookings = (target: TestOrg, start: string, end: string, token?: string) =>
    call(target.host, `/api/meetings/bookings?organization_id=${target.id}&start_date=${start}&end_date=${end}`, { token });

  return { call, visitor, account, saveList, setZone, slots, book, bookings };
}

/** The local date `days` after today in `zone` ("2026-12-07"). */
export function localDate(zone: string, days = 0, from = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(from.getTime() + days * 86_400_000),
  );
}

/** The wall-clock time of an instant in `zone` ("09:30"). */
export const localTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/** The zone's offset from UTC in minutes at an instant. */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return (
    (Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)) -
      Math.floor(instant / 60_000) * 60_000) /
    60_000
  );
}

/**
 * The next local dates (after a week from now, so no notice or past rule bites) on
 * which `zone` springs forward and falls back (Europe and the Americas change in the
 * small hours). Always in the future, whenever the tests run.
 */
export function nextChanges(zone: string): { spring: string; fall: string } {
  const found: { spring?: string; fall?: string } = {};
  const start = Date.now() + 7 * 86_400_000;
  for (let day = 0; day < 400 && !(found.spring && found.fall); day++) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const noon = Date.parse(`${date}T12:00:00Z`);
    // A change happens in the small hours of its local date: between the UTC noons either side of them.
    const before = offsetAt(noon - 86_400_000, zone);
    const after = offsetAt(noon, zone);
    if (after > before) found.spring ??= date;
    if (after < before) found.fall ??= date;
  }
  return found as { spring: string; fall: string };
}

/** The calendar file of a mail (its text/calendar part, decoded). */
export function calendarOf(mail: ReceivedMail): string {
  const part = mail.raw.split(/\r?\n--/).find((p) => /content-type:\s*text\/calendar/i.test(p));
  if (!part) throw new Error(`No calendar file in the mail "${mail.subject}"`);
  const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n").trim();
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable")
    return body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return body;
}
