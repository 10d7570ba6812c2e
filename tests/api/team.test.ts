import { beforeAll, describe, expect, it } from "vitest";
import { linkIn } from "../support/mail";
import { api, createOrg, member, outbox, signIn, signUp, signUpUnverified, unique, type TestOrg } from "../support/client";

/**
 * The team (Global Settings → Team, issue 13): members and their roles, invitations by
 * a mailed link, the last owner kept. Mails are read from the test server's outbox.
 */

let org: TestOrg;
let other: TestOrg;

const team = (token = org.owner.token, target = org) => api(target.host, `/api/organizations/${target.id}/members`, { token });
const invite = (email: string, role: string, token = org.owner.token, target = org) =>
  api(target.host, `/api/organizations/${target.id}/invitations`, { method: "POST", body: { email, role }, token });
const setRole = (memberId: unknown, role: string, token = org.owner.token, target = org) =>
  api(target.host, `/api/organizations/${target.id}/members/${memberId}`, { method: "PATCH", body: { role }, token });
const remove = (memberId: unknown, token = org.owner.token, target = org) =>
  api(target.host, `/api/organizations/${target.id}/members/${memberId}`, { method: "DELETE", token });

/** The token of the invitation link mailed to `email` (the newest one). */
async function mailedLink(email: string, after = 0) {
  const mail = await outbox().next(email, (m) => m.subject.startsWith("You are invited to edit"), after);
  return new URL(linkIn(mail));
}
const tokenOf = (link: URL) => link.searchParams.get("token")!;
const describeLink = (token: string, target = org, options: { token?: string } = {}) => api(target.host, `/api/invitations/${token}`, options);
const accept = (token: string, body: unknown = {}, options: { token?: string; target?: TestOrg } = {}) =>
  api((options.target ?? org).host, `/api/invitations/${token}`, { method: "POST", body, token: options.token });

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
});

describe("GET /api/organizations/{id}/members", () => {
  it("lists the members with their roles for an owner", async () => {
    const { status, body } = await team();
    expect(status).toBe(200);
    expect(body.members).toEqual([expect.objectContaining({ email: org.owner.email, role: "owner", is_you: true })]);
    expect(body.invitations).toEqual([]);
  });

  it("is for owners: 401 signed out, 403 for an admin, an editor or another organization's owner, 404 for another organization's id", async () => {
    const [admin, editor] = await Promise.all([member(org, "admin"), member(org, "editor")]);
    expect((await api(org.host, `/api/organizations/${org.id}/members`)).status).toBe(401);
    expect((await team(admin.token)).status).toBe(403);
    expect((await team(editor.token)).status).toBe(403);
    expect((await team(other.owner.token)).status).toBe(403);
    expect((await api(org.host, `/api/organizations/${other.id}/members`, { token: org.owner.token })).status).toBe(404);
    expect((await invite("x@example.com", "editor", admin.token)).status).toBe(403);
  });
});

describe("invitations", () => {
  it("mails a link on the organization's own host; a new person creates the account through it and becomes an editor", async () => {
    const email = `${unique("new")}@example.com`;
    const created = await invite(email.toUpperCase(), "editor");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ invitation: { email, role: "editor" }, mail_sent: true });
    expect(JSON.stringify(created.body)).not.toContain("token");
    expect((await team()).body.invitations).toEqual([expect.objectContaining({ email, role: "editor" })]);

    const link = await mailedLink(email);
    expect(link.hostname).toBe(org.host);
    expect(link.pathname).toBe("/invitation");
    const token = tokenOf(link);
    expect((await describeLink(token)).body).toMatchObject({ email, role: "editor", account_exists: false, organization: { id: org.id } });
    // The link belongs to its organization's host only.
    expect((await describeLink(token, other)).status).toBe(404);

    expect((await accept(token, { name: "  ", password: "long-enough-1" })).body).toEqual({ error: "Please enter your name.", field: "name" });
    expect((await accept(token, { name: "Nina", password: "short" })).status).toBe(400);
    const accepted = await accept(token, { name: "Nina", password: "long-enough-1" });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ organization_id: org.id, role: "editor" });
    expect(accepted.headers.get("set-cookie")).toMatch(/session_token=/);

    // Signed in at once (the mail proved the address), an editor of this organization only.
    const nina = await signIn(org.host, email, "long-enough-1");
    const session = await api(org.host, "/api/session", { token: nina });
    expect(session.body).toMatchObject({ user: { email }, role: "editor" });
    expect((await api(other.host, "/api/session", { token: nina })).body.role).toBeNull();
    // Used once.
    expect((await accept(token, { name: "Nina", password: "long-enough-1" })).status).toBe(410);
    expect((await describeLink(token)).body.error).toBe("This invitation has already been accepted.");
    expect((await team()).body.invitations).toEqual([]);
  });

  it("gives an existing account the membership when it accepts signed in; another account or no session cannot", async () => {
    const person = await signUp(org.host);
    const stranger = await signUp(org.host);
    await invite(person.email, "admin");
    const token = tokenOf(await mailedLink(person.email));
    expect((await describeLink(token)).body.account_exists).toBe(true);

    const signedOut = await accept(token, { name: "Someone", password: "long-enough-1" });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error).toBe(`An account for ${person.email} already exists: sign in to accept the invitation.`);
    const wrong = await accept(token, {}, { token: stranger.token });
    expect(wrong.status).toBe(403);
    expect((await api(org.host, "/api/session", { token: stranger.token })).body.role).toBeNull();

    const accepted = await accept(token, {}, { token: person.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ organization_id: org.id, role: "admin" });
    expect((await api(org.host, "/api/session", { token: person.token })).body.role).toBe("admin");
  });

  it("refuses bad input, a member's email and made-up links, storing nothing", async () => {
    expect((await invite("not an email", "editor")).body).toMatchObject({ error: "Please enter a valid email address.", field: "email" });
    expect((await invite("a@example.com", "superuser")).status).toBe(400);
    expect((await invite(org.owner.email, "editor")).body).toEqual({ error: `${org.owner.email} is already on the team.` });
    expect((await describeLink("made-up")).status).toBe(404);
    expect((await describeLink("A".repeat(43))).body.error).toBe("This invitation link is not valid. Ask the person who invited you for a new one.");
    expect((await accept("%E0%A4%A", {})).status).toBeLessThan(500);
    expect((await accept("A".repeat(43), "[".repeat(5000))).status).toBe(400);
    expect((await team()).body.invitations.every((i: { email: string }) => i.email !== "a@example.com")).toBe(true);
  });

  it("sends a new link when invited again (the old one stops working) and lets the owner withdraw it", async () => {
    const email = `${unique("again")}@example.com`;
    await invite(email, "editor");
    const first = tokenOf(await mailedLink(email));
    await invite(email, "admin");
    const second = tokenOf(await mailedLink(email, 1));
    const replaced = await describeLink(first);
    expect(replaced.status).toBe(410);
    expect(replaced.body.error).toBe(
      "This invitation is no longer valid: it expired (links work for 7 days) or was replaced or withdrawn. Ask the person who invited you for a new one.",
    );
    expect((await describeLink(second)).body.role).toBe("admin");
    const pending = (await team()).body.invitations.filter((i: { email: string }) => i.email === email);
    expect(pending).toHaveLength(1);
    expect((await api(org.host, `/api/organizations/${org.id}/invitations/${pending[0].id}`, { method: "DELETE", token: org.owner.token })).status).toBe(200);
    expect((await describeLink(second)).status).toBe(410);
    expect((await accept(second, { name: "Late", password: "long-enough-1" })).status).toBe(410);
    expect((await api(org.host, `/api/organizations/${org.id}/invitations/${pending[0].id}`, { method: "DELETE", token: org.owner.token })).status).toBe(404);
  });

  it("sends at most 30 invitations an hour per organization, however often one address is invited again or withdrawn", async () => {
    const fresh = await createOrg();
    const email = `${unique("spam")}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await invite(email, "editor", fresh.owner.token, fresh)).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    const refused = await invite(`${unique("other")}@example.com`, "editor", fresh.owner.token, fresh);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("At most 30 invitations can be sent per hour. Please try again later.");
    expect(statuses[30]).toBe(429);
  });

  it("holds the limit of 30 an hour when 45 invitations arrive at the same moment", async () => {
    const fresh = await createOrg();
    const results = await Promise.all(Array.from({ length: 45 }, (_, i) => invite(`${unique(`burst${i}-`)}@example.com`, "editor", fresh.owner.token, fresh)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const refused of results.filter((r) => r.status === 429)) {
      expect(refused.body.error).toBe("At most 30 invitations can be sent per hour. Please try again later.");
    }
    expect((await team(fresh.owner.token, fresh)).body.invitations).toHaveLength(30);
  });

  it("never gives an unconfirmed account's owner a way around the mail: accepting signed out is refused", async () => {
    const email = `${unique("unconfirmed")}@example.com`;
    await signUpUnverified(org.host, email);
    await invite(email, "editor");
    const token = tokenOf(await mailedLink(email));
    expect((await accept(token, { name: "Intruder", password: "long-enough-1" })).status).toBe(401);
  });
});

describe("roles", () => {
  it("changes a role and removes a member; an organization never loses its last owner", async () => {
    const fresh = await createOrg();
    const editor = await member(fresh, "editor");
    const list = async () => (await team(fresh.owner.token, fresh)).body.members as { id: number; email: string; role: string }[];
    const [owner, edited] = [(await list()).find((m) => m.role === "owner")!, (await list()).find((m) => m.email === editor.email)!];

    const demote = await setRole(owner.id, "admin", fresh.owner.token, fresh);
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe("An organization needs at least one owner: make someone else an owner first.");
    expect((await remove(owner.id, fresh.owner.token, fresh)).status).toBe(409);

    expect((await setRole(edited.id, "owner", fresh.owner.token, fresh)).body).toEqual({ member: { id: edited.id, role: "owner" } });
    // Two owners now: the first may step down, and the new owner manages the team.
    expect((await setRole(owner.id, "editor", fresh.owner.token, fresh)).status).toBe(200);
    expect((await team(fresh.owner.token, fresh)).status).toBe(403);
    expect((await remove(edited.id, editor.token, fresh)).status).toBe(409);
    expect((await remove(owner.id, editor.token, fresh)).status).toBe(200);
    const remaining = (await team(editor.token, fresh)).body.members;
    expect(remaining.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([[editor.email, "owner"]]);
    expect((await api(fresh.host, "/api/session", { token: fresh.owner.token })).body.role).toBeNull();
  });

  it("keeps the last owner when two owners demote each other at the same moment", async () => {
    const fresh = await createOrg();
    const second = await member(fresh, "owner");
    const ids = ((await team(fresh.owner.token, fresh)).body.members as { id: number; email: string }[]).reduce<Record<string, number>>(
      (acc, m) => ({ ...acc, [m.email]: m.id }),
      {},
    );
    const results = await Promise.all([
      setRole(ids[second.email], "editor", fresh.owner.token, fresh),
      setRole(ids[fresh.owner.email], "editor", second.token, fresh),
    ]);
    // One goes through; the other is refused: its caller is no longer an owner (403), or it would leave none (409).
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = (
      (await team(fresh.owner.token, fresh).then((r) => (r.status === 200 ? r : team(second.token, fresh)))).body.members as { role: string }[]
    ).filter((m) => m.role === "owner");
    expect(owners).toHaveLength(1);
  });

  it("refuses an unknown role, a malformed or foreign member id, and another organization's member", async () => {
    const fresh = await createOrg();
    const [mine] = (await team(fresh.owner.token, fresh)).body.members;
    expect((await setRole(mine.id, "root", fresh.owner.token, fresh)).status).toBe(400);
    expect((await setRole("abc", "editor", fresh.owner.token, fresh)).status).toBe(404);
    expect((await setRole(99999999999, "editor", fresh.owner.token, fresh)).status).toBe(404);
    // A member of `org` cannot be changed through `fresh`, whose owner this caller is.
    const [orgOwner] = (await team()).body.members;
    expect((await setRole(orgOwner.id, "editor", fresh.owner.token, fresh)).status).toBe(404);
    expect((await team()).body.members[0]).toMatchObject({ id: orgOwner.id, role: "owner" });
  });
});
