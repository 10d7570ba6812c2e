import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { makeTemplate, templateKey, templateUploadsDir } from "./template";

/** The PostgreSQL server's maintenance database, for CREATE and DROP DATABASE. */
export const ADMIN_URL = process.env.ONSITE_TEST_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PREFIX = "onsite_template_";
const DAY = 86_400_000;

/** Runs one statement on `url` (the maintenance database unless told). */
export async function admin(query: string, values: unknown[] = [], url = ADMIN_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(query, values);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server of `url`. */
export function databaseUrl(name: string, url = ADMIN_URL) {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

async function exists(name: string, url: string) {
  return (await admin("SELECT 1 FROM pg_database WHERE datname = $1", [name], url)).rowCount === 1;
}

/** Waits until no session is connected to `name` (a closed client's backend ends a moment after it). */
async function untilUnused(name: string, url: string) {
  const started = Date.now();
  while ((await admin("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name], url)).rows[0].n > 0) {
    if (Date.now() - started > 30_000) throw new Error(`Sessions on ${name} did not end within 30 s`);
  }
}

/**
 * The name of a PostgreSQL database already migrated and seeded with the demo site,
 * made once per change of its sources (the key of ./template.ts) on the server of `url`
 * (its maintenance database). A fresh database for a server is then
 * `CREATE DATABASE x TEMPLATE <name>` (a file copy: well under a second) instead of
 * migrating an empty one and seeding the demo (several seconds, a minute when busy).
 * Several processes may ask at once: each makes its own and the first to rename it
 * into place wins (a rename onto an existing name fails). Nothing connects to the
 * template afterwards, which copying it requires.
 */
export async function postgresTemplate(url = ADMIN_URL): Promise<string> {
  const name = PREFIX + templateKey();
  if (await exists(name, url)) return name;
  const making = `${name}_making_${crypto.randomBytes(4).toString("hex")}`;
  const created = `made ${Date.now()}`;
  await admin(`CREATE DATABASE ${making}`, [], url);
  await admin(`COMMENT ON DATABASE ${making} IS '${created}'`, [], url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onsite-test-pg-template-"));
  try {
    makeTemplate({ ...process.env, ONSITE_DATA_DIR: dataDir, ONSITE_UPLOADS_DIR: templateUploadsDir(), DATABASE_URL: databaseUrl(making, url) });
    await untilUnused(making, url);
    await admin(`ALTER DATABASE ${making} RENAME TO ${name}`, [], url);
  } catch (error) {
    await admin(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`, [], url);
    if (!(await exists(name, url))) throw error; // else another process's template is in place
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await dropStaleTemplates(name, url);
  return name;
}

/** Templates of older sources (and half-made ones) a day old: of no further use (another checkout may use its own meanwhile). */
async function dropStaleTemplates(current: string, url: string) {
  const { rows } = await admin(
    "SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2",
    [PREFIX, current],
    url,
  );
  for (const row of rows as { datname: string; made: string | null }[]) {
    const at = Number(row.made?.match(/^made (\d+)$/)?.[1] ?? 0);
    if (Date.now() - at > DAY) await admin(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`, [], url).catch(() => {});
  }
}

/**
 * Makes the database of `DATABASE_URL` a copy of the template when it is empty (a fresh
 * one, as .ci/run creates): the servers on it then start without migrating or seeding.
 * A database with tables is left as it is (its servers migrate it as before).
 */
export async function adoptTemplate(databaseUrlOfRun: string) {
  const tables = await admin(
    "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    [],
    databaseUrlOfRun,
  );
  if (tables.rows[0].n > 0) return;
  const maintenance = databaseUrl("postgres", databaseUrlOfRun);
  const name = decodeURIComponent(new URL(databaseUrlOfRun).pathname.slice(1));
  const template = await postgresTemplate(maintenance);
  await untilUnused(name, maintenance);
  await admin(`DROP DATABASE ${name}`, [], maintenance);
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`, [], maintenance);
}
