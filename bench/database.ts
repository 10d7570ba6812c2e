/** The databases the suite runs on: PGlite always; PostgreSQL when DATABASE_URL is set. */
import pg from "pg";
import { onCleanUp } from "./lifecycle";

export type DatabaseKind = "pglite" | "postgres";
/** `adminUrl`: the admin connection a PostgreSQL database was created through (for what must not run on the database itself). */
export type BenchDatabase = { kind: DatabaseKind; label: string; env: Record<string, string>; adminUrl?: string; drop(): Promise<void> };

/** PGlite in the server's own (temporary) data folder: nothing to create. */
export function pglite(): BenchDatabase {
  return { kind: "pglite", label: "PGlite", env: { DATABASE_URL: "" }, drop: async () => {} };
}

/**
 * A fresh database `onsite_bench_<time>` created through the admin connection
 * `adminUrl` (never the admin database itself), dropped by `drop()` or at clean-up.
 */
export async function temporaryPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `onsite_bench_${Date.now()}_${process.pid}`;
  await admin(adminUrl, `CREATE DATABASE "${name}"`);
  const drop = onCleanUp(`drop database ${name}`, async () => {
    await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { kind: "postgres", label: "PostgreSQL", env: { DATABASE_URL: url.toString() }, adminUrl, drop };
}

export async function admin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}
