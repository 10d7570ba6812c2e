import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The consent records' trigger (drizzle/0013_consent_records_append_only.sql) on a PGlite in
// memory with the project's migrations. tests/api/consent.test.ts tries the same UPDATE on
// PostgreSQL when it runs there.

let client: PGlite;
let org: number;

beforeAll(async () => {
  client = await PGlite.create({ extensions: { btree_gist } });
  await migrate(drizzle({ client }) as never, { migrationsFolder: path.resolve(import.meta.dirname, "../../../../drizzle") });
  const { rows } = await client.query<{ id: number }>("insert into organizations (name, base_url) values ('One', 'http://one.test') returning id");
  org = rows[0]!.id;
  await client.exec(`insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com'), ('u2', 'Bob', 'bob@example.com')`);
}, 120_000);

afterAll(async () => {
  await client?.close();
});

const insert = async (userId: string | null = null) =>
  (
    await client.query<{ id: number }>(
      `insert into cookie_consent_records (organization_id, user_id, consent_given, services, granted, denied, action, source, revision) values ($1, $2, true, '[1]', '[1]', '[2]', 'custom', 'dialog', 'r1') returning id`,
      [org, userId],
    )
  ).rows[0]!.id;

describe("consent records are append-only", () => {
  it("refuses an UPDATE, a DELETE and a TRUNCATE", async () => {
    const id = await insert();
    await expect(client.query("update cookie_consent_records set granted = '[1,2]' where id = $1", [id])).rejects.toThrow(/append-only: UPDATE/);
    await expect(client.query("delete from cookie_consent_records where id = $1", [id])).rejects.toThrow(/append-only: DELETE/);
    await expect(client.query("truncate cookie_consent_records")).rejects.toThrow(/append-only: TRUNCATE/);
    expect((await client.query("select granted from cookie_consent_records where id = $1", [id])).rows).toEqual([{ granted: [1] }]);
  });

  it("refuses an action or source outside the lists", async () => {
    await expect(client.query(`insert into cookie_consent_records (organization_id, consent_given, action) values ($1, true, 'maybe')`, [org])).rejects.toThrow(
      /action_check/,
    );
    await expect(client.query(`insert into cookie_consent_records (organization_id, consent_given, source) values ($1, true, 'popup')`, [org])).rejects.toThrow(
      /source_check/,
    );
  });

  it("lets a user's deletion clear user_id, and refuses clearing it by hand", async () => {
    const kept = await insert("u1");
    await expect(client.query("update cookie_consent_records set user_id = null where id = $1", [kept])).rejects.toThrow(/append-only/);
    const gone = await insert("u2");
    await client.query(`delete from "user" where id = 'u2'`);
    expect((await client.query("select user_id, granted from cookie_consent_records where id = $1", [gone])).rows).toEqual([{ user_id: null, granted: [1] }]);
  });

  it("lets the organization's deletion remove its records", async () => {
    await insert();
    await client.query("delete from organizations where id = $1", [org]);
    expect((await client.query("select count(*)::int as n from cookie_consent_records where organization_id = $1", [org])).rows).toEqual([{ n: 0 }]);
  });
});
