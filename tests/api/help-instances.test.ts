import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, unique } from "../support/client";
import { admin, ADMIN_URL, databaseUrl as databaseOf, postgresTemplate } from "../support/postgres-template";
import { startServer, type RunningServer } from "../support/server";
import { openSse } from "../support/sse";

/**
 * Live support across instances (issue 24): two app servers on one PostgreSQL
 * database (a fresh one, dropped at the end); a message posted through one reaches a
 * stream opened on the other, both ways, and the team's presence is shared.
 */

describe("live support on two instances", () => {
  const database = `onsite_help_${unique("").toLowerCase()}`;
  let one: RunningServer;
  let two: RunningServer;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database} TEMPLATE ${await postgresTemplate(ADMIN_URL)}`);
    const env = { DATABASE_URL: databaseOf(database), BETTER_AUTH_SECRET: `test-secret-${unique("")}` };
    // Both at once: the copy of the template is migrated and seeded already.
    [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
  }, 360_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it("delivers a member's reply posted through one instance to the visitor's stream on the other, and the visitor's message to the inbox there", async () => {
    const org = await createOrg(undefined, one);
    const started = await api(org.host, "/api/help/conversations", { method: "POST", body: { message: "Anyone on the other side?" }, port: one.port });
    expect(started.status).toBe(201);
    const key = started.body.id as string;
    const visitor = await openSse(org.host, `/api/help/conversations/${key}/stream`, { port: two.port });
    const inbox = await openSse(org.host, "/api/help/inbox/stream", { token: org.owner.token, port: two.port });
    expect([visitor.status, inbox.status]).toEqual([200, 200]);
    // The inbox is open on instance two: visitors of instance one see the team online.
    expect((await api(org.host, "/api/help/status", { port: one.port })).body.online).toBe(true);
    const list = await api(org.host, "/api/help/inbox", { token: org.owner.token, port: one.port });
    const id = list.body.conversations[0].id;
    const reply = visitor.next((e) => e.data.type === "message");
    expect(
      (
        await api(org.host, `/api/help/inbox/${id}/messages`, {
          method: "POST",
          body: { message: "Yes, from instance one." },
          token: org.owner.token,
          port: one.port,
        })
      ).status,
    ).toBe(201);
    expect((await reply).data.message).toMatchObject({ author: "member", body: "Yes, from instance one." });
    const noticed = inbox.next((e) => e.data.type === "message" && e.data.conversation_id === id);
    expect((await api(org.host, `/api/help/conversations/${key}/messages`, { method: "POST", body: { message: "Great" }, port: one.port })).status).toBe(201);
    await noticed;
    visitor.close();
    inbox.close();
  });
});
