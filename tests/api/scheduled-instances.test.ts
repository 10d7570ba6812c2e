import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, unique, type TestOrg } from "../support/client";
import { admin, ADMIN_URL, databaseUrl as databaseOf, postgresTemplate } from "../support/postgres-template";
import { rawGet } from "../support/raw";
import { startServer, type RunningServer } from "../support/server";

/**
 * Scheduled publishing with two instances on one PostgreSQL database (issue 43 §1):
 * both run the ticker, each due change is applied by one of them, once; changes
 * scheduled before an instance restarts are still applied.
 */
const MINUTE = 60_000;

/** Rows of a query on the test's own database. */
async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
let databaseUrl = "";

describe("scheduled changes with two instances on one PostgreSQL database", () => {
  const database = `onsite_schedule_${unique("").toLowerCase()}`;
  let env: Record<string, string>;
  let one: RunningServer;
  let two: RunningServer;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database} TEMPLATE ${await postgresTemplate(ADMIN_URL)}`);
    databaseUrl = databaseOf(database);
    env = { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: `test-secret-${unique("")}` };
    [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
  });

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it(
    "applies each change of a post scheduled one minute ahead once, without a request, across a restart of one instance",
    async () => {
      const org: TestOrg = await createOrg(undefined, one);
      const call = (through: RunningServer, path: string, options: Parameters<typeof api>[2] = {}) => api(org.host, path, { ...options, port: through.port });
      const created = await call(one, "/api/posts", {
        method: "POST",
        token: org.owner.token,
        body: { title: "Twice told", slug: "twice-told", content: "<p>Once.</p>", display_config: { display_this_post: false } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((await rawGet(org.host, "/twice-told", {}, two.port)).status).toBe(404);

      // Nine changes at the same minute, alternately publish and unpublish (the last publishes):
      // each applied once makes nine saves, in order; one applied twice would be announced twice.
      const at = new Date(Date.now() + MINUTE).toISOString();
      const ids: number[] = [];
      for (let i = 0; i < 9; i++) {
        const made = await call(i % 2 ? two : one, "/api/scheduled-changes", {
          method: "POST",
          token: org.owner.token,
          body: { subject_id: created.body.id, action: i % 2 ? "unpublish" : "publish", at },
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        ids.push(made.body.id);
      }
      // The first instance restarts before the changes are due: what was scheduled is in the database.
      await one.stop();
      one = await startServer({ env });

      // Read from the second instance's list (a second apart) until every change is done.
      const statuses = async () =>
        ((await call(two, "/api/scheduled-changes", { token: org.owner.token })).body as { id: number; status: string }[])
          .filter((c) => ids.includes(c.id))
          .map((c) => c.status);
      await expect.poll(statuses, { timeout: 3 * MINUTE, interval: 1_000 }).toEqual(ids.map(() => "done"));
      // Each change was announced once, by the instance that applied it (the stored live events, read from the database).
      const announced = await query<{ path: string; times: string }>(
        `SELECT data->>'path' AS path, count(*) AS times FROM live_events WHERE organization_id = $1 AND data->>'method' = 'SCHEDULE' GROUP BY 1 ORDER BY 1`,
        [org.id],
      );
      expect(announced.map((row) => [row.path, Number(row.times)]).sort()).toEqual(ids.map((id) => [`/api/scheduled-changes/${id}`, 1]).sort());
      const post = await call(one, "/api/posts/twice-told", { token: org.owner.token });
      expect(post.body.version).toBe(created.body.version + 9);
      expect(post.body.display_config.display_this_post).toBe(true);
      const revisions = (await call(one, "/api/posts/twice-told/revisions", { token: org.owner.token })).body as unknown[];
      expect(revisions).toHaveLength(10);
      for (const instance of [one, two]) expect((await rawGet(org.host, "/twice-told", {}, instance.port)).status).toBe(200);
    },
    // The restart (a server start: up to 3 minutes on a busy machine) and the 3 minutes the changes may take.
    6 * MINUTE,
  );
});
