import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, unique, type TestOrg } from "../support/client";
import { rawGet } from "../support/raw";
import { admin, ADMIN_URL, databaseUrl as databaseOf, postgresTemplate } from "../support/postgres-template";
import { startServer, type RunningServer } from "../support/server";
import { openSse } from "../support/sse";

/**
 * Two server instances on one PostgreSQL database (a fresh one, dropped at the
 * end) hear each other's saves through LISTEN/NOTIFY.
 */

/**
 * Asks until `check` passes; fails after 30 s (a hang, not a speed: the other instance hears a
 * save only through NOTIFY, with no polling to fall back on, so a lost notification is never
 * seen at all; how fast it arrives is the benchmark's to measure, not a test's).
 */
async function seen(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 30_000) throw new Error("not seen within 30 s");
  }
}

describe("two instances on one PostgreSQL database", () => {
  const database = `onsite_instances_${unique("").toLowerCase()}`;
  let one: RunningServer;
  let two: RunningServer;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database} TEMPLATE ${await postgresTemplate(ADMIN_URL)}`);
    const url = databaseOf(database);
    // Instances share the database and the secret that signs sessions. Both at once:
    // the copy of the template is migrated and seeded already.
    const env = { DATABASE_URL: url, BETTER_AUTH_SECRET: `test-secret-${unique("")}` };
    [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
  });

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it("answers on the second instance a host created through the first", async () => {
    const name = unique("Shared ");
    const host = `${unique("shared")}.test`;
    expect((await rawGet(host, "/", {}, two.port)).status).toBe(404); // the second instance now knows the host as unknown
    const created = await api("localhost", "/api/internal/organizations", {
      method: "POST",
      port: one.port,
      headers: { "x-onsite-admin-token": one.adminToken },
      body: { name, host, ownerEmail: `${unique("owner")}@example.com`, ownerPassword: "correct-horse-9" },
    });
    expect(created.status).toBe(201);
    await seen(async () => (await rawGet(host, "/", {}, two.port)).status === 200);
    expect((await rawGet(host, "/", {}, two.port)).text).toContain(name);
  });

  it("shows a save made through one instance on the other's next requests, and keeps other sites cached", async () => {
    const org = await createOrg(undefined, one);
    const bystander = await createOrg(undefined, one);
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      port: one.port,
      token: org.owner.token,
      body: { url_page: "/", section_title: "Seen everywhere" },
    });
    expect(created.status).toBe(201);
    for (const site of [org.host, bystander.host]) {
      await rawGet(site, "/", {}, two.port);
      expect((await rawGet(site, "/", {}, two.port)).headers["x-onsite-cache"]).toBe("HIT");
    }

    const rename = (through: RunningServer, section_title: string) =>
      api(org.host, `/api/template-sections/${created.body.id}`, { method: "PUT", port: through.port, token: org.owner.token, body: { section_title } });
    expect((await rename(one, "Changed on the first instance")).status).toBe(200);
    await seen(async () => (await rawGet(org.host, "/", {}, two.port)).text.includes("Changed on the first instance"));
    expect((await rawGet(org.host, "/", {}, two.port)).text).not.toContain("Seen everywhere");
    expect((await rawGet(bystander.host, "/", {}, two.port)).headers["x-onsite-cache"]).toBe("HIT");

    // And the other way round.
    expect((await rename(two, "Changed on the second instance")).status).toBe(200);
    await rawGet(org.host, "/", {}, one.port);
    await seen(async () => (await rawGet(org.host, "/", {}, one.port)).text.includes("Changed on the second instance"));
  });

  it("broadcasts a section save's page key: the other instance renders that page again and keeps the organization's other pages", async () => {
    const org = await createOrg(undefined, one);
    const page = await api(org.host, "/api/pages", { method: "POST", port: one.port, token: org.owner.token, body: { title: "About", slug: "about" } });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    const section = (url_page: string, section_title: string) =>
      api(org.host, "/api/template-sections", { method: "POST", port: one.port, token: org.owner.token, body: { url_page, section_title } });
    expect((await section("/", "Home of the keys")).status).toBe(201);
    const about = await section("/about", "About before");
    expect(about.status).toBe(201);
    for (const path of ["/", "/about"]) {
      await rawGet(org.host, path, {}, two.port);
      expect((await rawGet(org.host, path, {}, two.port)).headers["x-onsite-cache"], path).toBe("HIT");
    }
    const saved = await api(org.host, `/api/template-sections/${about.body.id}`, {
      method: "PUT",
      port: one.port,
      token: org.owner.token,
      body: { section_title: "About after" },
    });
    expect(saved.status).toBe(200);
    await seen(async () => (await rawGet(org.host, "/about", {}, two.port)).text.includes("About after"));
    const home = await rawGet(org.host, "/", {}, two.port);
    expect(home.headers["x-onsite-cache"]).toBe("HIT");
    expect(home.text).toContain("Home of the keys");
  });

  it("broadcasts a section's own key: the other instance shows the edit beside the page's other section, and keeps other pages", async () => {
    const org = await createOrg(undefined, one);
    const page = await api(org.host, "/api/pages", { method: "POST", port: one.port, token: org.owner.token, body: { title: "About", slug: "about" } });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    const section = (url_page: string, section_title: string) =>
      api(org.host, "/api/template-sections", { method: "POST", port: one.port, token: org.owner.token, body: { url_page, section_title } });
    expect((await section("/", "Home stays")).status).toBe(201);
    const first = await section("/about", "First before");
    expect(first.status).toBe(201);
    expect((await section("/about", "Second stays")).status).toBe(201);
    for (const path of ["/", "/about"]) {
      await rawGet(org.host, path, {}, two.port);
      expect((await rawGet(org.host, path, {}, two.port)).headers["x-onsite-cache"], path).toBe("HIT");
    }
    const titles = async (port: number) =>
      (await api<{ section_title: string }[]>(org.host, "/api/template-sections?url_page=/about", { port })).body.map((s) => s.section_title);
    expect(await titles(two.port)).toEqual(["First before", "Second stays"]);
    const saved = await api(org.host, `/api/template-sections/${first.body.id}`, {
      method: "PUT",
      port: one.port,
      token: org.owner.token,
      body: { section_title: "First after" },
    });
    expect(saved.status).toBe(200);
    await seen(async () => (await rawGet(org.host, "/about", {}, two.port)).text.includes("First after"));
    const about = await rawGet(org.host, "/about", {}, two.port);
    expect(about.text).toContain("Second stays");
    expect(about.text).not.toContain("First before");
    expect(await titles(two.port)).toEqual(["First after", "Second stays"]);
    const home = await rawGet(org.host, "/", {}, two.port);
    expect(home.headers["x-onsite-cache"]).toBe("HIT");
    expect(home.text).toContain("Home stays");
  });

  it("never serves a stale page while the broadcast connection is down, and caches again once it is back", async () => {
    const org = await createOrg(undefined, one);
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      port: one.port,
      token: org.owner.token,
      body: { url_page: "/", section_title: "Before the outage" },
    });
    await rawGet(org.host, "/", {}, two.port);
    expect((await rawGet(org.host, "/", {}, two.port)).headers["x-onsite-cache"]).toBe("HIT");

    const usage = async () => (await api("localhost", "/api/internal/cache", { port: two.port, headers: { "x-onsite-admin-token": two.adminToken } })).body;
    const before = await usage();
    expect(before.on).toBe(true);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND application_name = 'onsite-cache-listener'`);
    const saved = await api(org.host, `/api/template-sections/${created.body.id}`, {
      method: "PUT",
      port: one.port,
      token: org.owner.token,
      body: { section_title: "During the outage" },
    });
    expect(saved.status).toBe(200);
    await seen(async () => (await rawGet(org.host, "/", {}, two.port)).text.includes("During the outage"));
    await seen(async () => (await rawGet(org.host, "/", {}, two.port)).headers["x-onsite-cache"] === "HIT");
    expect((await rawGet(org.host, "/", {}, two.port)).text).toContain("During the outage");
    // The operator sees it: the cache is on again, and was dropped whole when the connection broke and when it came back.
    const after = await usage();
    expect(after.on).toBe(true);
    expect(after.resets).toBe(before.resets + 2);
  });

  it("delivers a live event published through one instance to a stream opened on the other", async () => {
    const org = await createOrg(undefined, one);
    const stream = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token, port: two.port });
    expect(stream.status).toBe(200);
    const arrived = stream.next((e) => e.event === "saves");
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      port: one.port,
      token: org.owner.token,
      body: { url_page: "/", section_title: "Live across instances" },
    });
    expect(created.status).toBe(201);
    expect((await arrived).data).toMatchObject({ type: "saved", path: "/api/template-sections" });
    stream.close();
  });

  /** An account of another organization, made an editor of `org` by the operator, signed in through the second instance. */
  async function editorOnTwo(org: TestOrg) {
    const colleague = await createOrg(undefined, one);
    const added = await api("localhost", "/api/internal/members", {
      method: "POST",
      port: one.port,
      headers: { "x-onsite-admin-token": one.adminToken },
      body: { organization_id: org.id, email: colleague.owner.email, role: "editor" },
    });
    expect(added.status).toBeLessThan(300);
    const signedIn = await api(org.host, "/api/auth/sign-in/email", {
      method: "POST",
      port: two.port,
      body: { email: colleague.owner.email, password: colleague.owner.password },
    });
    return { colleague, token: signedIn.headers.get("set-auth-token")! };
  }

  it("ends a removed member's members-only stream on the other instance", async () => {
    const org = await createOrg(undefined, one);
    const { colleague, token } = await editorOnTwo(org);
    const stream = await openSse(org.host, `/api/organizations/${org.id}/live`, { token, port: two.port });
    expect(stream.status).toBe(200);
    const team = await api(org.host, `/api/organizations/${org.id}/members`, { port: one.port, token: org.owner.token });
    const member = team.body.members.find((m: { email: string }) => m.email === colleague.owner.email);
    const removed = await api(org.host, `/api/organizations/${org.id}/members/${member.id}`, { method: "DELETE", port: one.port, token: org.owner.token });
    expect(removed.status).toBe(200);
    await stream.ended; // the server closed it (a stream left open fails the test by its timeout)
  });

  it("shows an editor opened through one instance to a member whose stream is on the other, both ways (presence)", async () => {
    const org = await createOrg(undefined, one);
    const { token } = await editorOnTwo(org);
    const record = "/api/template-sections/1";
    const [ownerStream, colleagueStream] = [
      await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token, port: one.port }),
      await openSse(org.host, `/api/organizations/${org.id}/live`, { token, port: two.port }),
    ];
    const opened = (tab: string) => (e: { data: { type: string; tab?: string } }) => e.data.type === "presence" && e.data.tab === tab;
    const ownerSeen = colleagueStream.next(opened("owner-tab-1"));
    const owner = await api(org.host, `/api/organizations/${org.id}/presence`, {
      method: "POST",
      port: one.port,
      token: org.owner.token,
      body: { record, tab: "owner-tab-1" },
    });
    expect(owner.status).toBe(200);
    expect((await ownerSeen).data).toMatchObject({ record, tab: "owner-tab-1", open: true });
    const colleagueSeen = ownerStream.next(opened("colleague-tab-1"));
    const answer = await api(org.host, `/api/organizations/${org.id}/presence`, {
      method: "POST",
      port: two.port,
      token,
      body: { record, tab: "colleague-tab-1" },
    });
    expect(answer.body.editors.map((e: { tab: string }) => e.tab)).toEqual(["owner-tab-1", "colleague-tab-1"]);
    expect((await colleagueSeen).data).toMatchObject({ record, tab: "colleague-tab-1", open: true });
    ownerStream.close();
    colleagueStream.close();
  });
});
