import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, signUp, type TestOrg } from "../support/client";
import { createSection } from "../support/fixtures";
import { openSse } from "../support/sse";

// The live channel: GET /api/organizations/{id}/live, the members' stream of the organization's saves.
describe("the members' live stream of saves", () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg();
  });

  it("delivers each save to an open stream as a server-sent event", async () => {
    const stream = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token });
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers["cache-control"]).toBe("private, no-store");
    const saved = stream.next((e) => e.event === "saves");
    await createSection(org, { section_title: "Live one" }); // throws unless the save answers 201
    const event = await saved;
    expect(event.data).toMatchObject({ type: "saved", method: "POST", path: "/api/template-sections" });
    expect(event.id).toBeGreaterThan(0);
    stream.close();
  });

  it("sends what a reconnecting client missed after its Last-Event-ID, in order", async () => {
    const first = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token });
    const seen = first.next();
    await createSection(org, { section_title: "Before the break" });
    const last = await seen;
    first.close();
    await createSection(org, { section_title: "Missed one" });
    await createSection(org, { section_title: "Missed two" });
    const again = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token, lastEventId: last.id });
    const one = await again.next();
    const two = await again.next();
    expect(two.id).toBeGreaterThan(one.id);
    expect(one.id).toBeGreaterThan(last.id);
    again.close();
  });

  it("is for members only, of this organization", async () => {
    expect((await openSse(org.host, `/api/organizations/${org.id}/live`)).status).toBe(401);
    const customer = await signUp(org.host);
    expect((await openSse(org.host, `/api/organizations/${org.id}/live`, { token: customer.token })).status).toBe(403);
    const other = await createOrg();
    expect((await openSse(other.host, `/api/organizations/${org.id}/live`, { token: other.owner.token })).status).toBe(404);
  });

  it("never delivers another organization's saves", async () => {
    const other = await createOrg();
    const author = async (of: TestOrg) => (await api(of.host, "/api/session", { token: of.owner.token })).body.user.id as string;
    const [me, them] = [await author(org), await author(other)];
    const stream = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token });
    // Their save is committed (and would be announced) before mine: waiting for my own event
    // means any leaked event of theirs has arrived by then, since one channel delivers in order.
    await createSection(other, { section_title: "Theirs" });
    const mine = stream.next((e) => e.data.by === me);
    await createSection(org, { section_title: "Mine" });
    expect((await mine).data).toMatchObject({ type: "saved", method: "POST", path: "/api/template-sections", by: me });
    expect(stream.events.filter((e) => e.data.by === them)).toEqual([]);
    expect(stream.events.map((e) => e.data.by)).toEqual([me]);
    stream.close();
  });

  it("allows at most 8 open streams per client address (429 beyond)", async () => {
    const streams = [];
    for (let i = 0; i < 8; i++) streams.push(await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token }));
    expect(streams.every((s) => s.status === 200)).toBe(true);
    const refused = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token });
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.body()).error).toBe("Too many live connections. Close other tabs of this site and try again.");
    for (const s of streams) s.close();
  });
});
