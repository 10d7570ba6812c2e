import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { acquireLock } from "./lock";
import { noteDatabaseUse } from "../cache/render-reads";

export type Db = PgDatabase<PgQueryResultHKT>;

type Handle = { db: Db; kind: "pglite" | "postgres"; close(): Promise<void>; lock?: ReturnType<typeof acquireLock> };

/** Extensions the migrations create on PGlite (btree_gist: the meetings' exclusion constraint); PostgreSQL ships them. */
export const PGLITE_EXTENSIONS = { btree_gist };

const g = globalThis as unknown as { __onsiteDb?: Promise<Handle> };

export function dataDir() {
  return path.resolve(/*turbopackIgnore: true*/ process.env.ONSITE_DATA_DIR ?? "data");
}

export function migrationsDir() {
  return path.resolve(/*turbopackIgnore: true*/ process.env.ONSITE_MIGRATIONS_DIR ?? "drizzle");
}

async function open(role: "server" | "cli"): Promise<Handle> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database is not opened during `next build`.");
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    // A request waits at most 5 s for a connection (a database that is down answers at once; one
    // that is unreachable must not hang requests), and at most 30 s for a query.
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      connectionTimeoutMillis: 5_000,
      query_timeout: 30_000,
    });
    // An idle connection the database closed (a restart, pg_terminate_backend) is dropped by the
    // pool, which then opens new ones as needed; without a listener the error would stop the server.
    pool.on("error", (error) => console.error(`A database connection closed: ${error.message}`));
    // A connection checked out (a transaction: pg-pool takes its own listener off while a client
    // is out) that the database closes emits `error` on the client too: the statement under way
    // already rejects with it (and the request answers 503), so the event itself is only swallowed
    // here instead of becoming an uncaught exception in the renderer.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg({ client: pool }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: migrationsDir() });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const dir = dataDir();
  const lock = acquireLock(dir, role);
  try {
    const client = await PGlite.create(path.join(dir, "pglite"), { extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: migrationsDir() });
    return {
      db,
      kind: "pglite",
      lock,
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Opens (once per process) the database and applies pending migrations. */
export function openDatabase(role: "server" | "cli" = "server"): Promise<Handle> {
  noteDatabaseUse(); // a page render that reads outside a cached read depends on every save (src/platform/cache/render-reads.ts)
  g.__onsiteDb ??= open(role).catch((error) => {
    g.__onsiteDb = undefined;
    throw error;
  });
  return g.__onsiteDb;
}

export async function getDb(): Promise<Db> {
  return (await openDatabase()).db;
}

export async function closeDatabase() {
  const handle = g.__onsiteDb;
  g.__onsiteDb = undefined;
  if (handle) await (await handle).close();
}
