import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, unique, type TestOrg } from "../support/client";
import { rawGet } from "../support/raw";
import { admin, ADMIN_URL, databaseUrl as databaseOf, postgresTemplate } from "../support/postgres-template";
import { startServer, type RunningServer } from "../support/server";

/**
 * The database goes away under a running server (issue 26, "PostgreSQL restarted
 * under load"): on a fresh PostgreSQL database of its own, the test closes every
 * connection the server holds and refuses new ones (what a restart does to it),
 * then lets them in again. The server must stay up, answer saves 503 with a clear
 * message within 10 s while the database is gone (never a 500, never a hang),
 * take saves again within 5 s of its return, and serve no stale page after.
 */

/** Asks until `check` passes or `ms` run out; resolves to the time it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
  }
  return Date.now() - started;
}

describe("the database restarts under a running server", () => {
  const database = `onsite_outage_${unique("").toLowerCase()}`;
  let server: RunningServer;
  let org: TestOrg;
  let sectionId: number;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database} TEMPLATE ${await postgresTemplate(ADMIN_URL)}`);
    server = await startServer({ env: { DATABASE_URL: databaseOf(database) } });
    org = await createOrg(undefined, server);
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      port: server.port,
      token: org.owner.token,
      body: { url_page: "/", section_title: "Before the restart" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    sectionId = created.body.id;
  });

  afterAll(async () => {
    await admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`).catch(() => {});
    await server?.stop();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  const rename = (section_title: string) =>
    api(org.host, `/api/template-sections/${sectionId}`, { method: "PUT", port: server.port, token: org.owner.token, body: { section_title } });

  it("answers saves 503 while it is gone, takes them again within 5 s of its return, and loses none it acknowledged", async () => {
    expect((await rename("Saved before")).status).toBe(200);
    const page = await rawGet(org.host, "/", {}, server.port);
    expect(page.text).toContain("Saved before");

    // Down: every open connection is closed and new ones are refused.
    await admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
    const closed = await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`);
    expect(closed.rowCount).toBeGreaterThan(0);

    const started = Date.now();
    const refused = await rename("Saved during the outage");
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: "The database cannot be reached right now. Nothing was changed. Please try again in a moment." });
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(server.process.exitCode).toBeNull();
    // A page that must be read from the database answers 503 with Retry-After too (never Next's 500).
    const unread = await rawGet(org.host, `/${unique("not-rendered-yet-").toLowerCase()}`, {}, server.port);
    expect(unread.status).toBe(503);
    expect(unread.headers["retry-after"]).toBe("5");
    expect(unread.headers["cache-control"]).toContain("no-store");

    // Back: within 5 s a save is acknowledged again, and the page shows it (not the page from before).
    await admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
    let acknowledged = "";
    await within(5_000, async () => {
      const title = unique("Saved after ");
      if ((await rename(title)).status !== 200) return false;
      acknowledged = title;
      return true;
    });
    expect((await rawGet(org.host, "/", {}, server.port)).text).toContain(acknowledged);
    const read = await api(org.host, `/api/template-sections/${sectionId}`, { port: server.port, token: org.owner.token });
    expect(read.body).toMatchObject({ section_title: acknowledged });
    // The cache works again once its listening connection is back: the page is kept and served from memory.
    await within(5_000, async () => (await rawGet(org.host, "/", {}, server.port)).headers["x-onsite-cache"] === "HIT");
  });
});
