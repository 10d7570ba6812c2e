/**
 * The cache: one entry point for writers, `invalidateOrganization(orgId)`, called
 * by the save pipeline (src/platform/http/mutation.ts) after each committed write.
 * Readers use `cachedRead` (data) and `cachedHost` (host lookups); the server
 * script puts `withFrontCache` (whole pages) in front of Next and, on PostgreSQL,
 * `listenForInvalidations` so that every instance hears every save.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { CHANNEL, payloadFor } from "./broadcast";
import { dropOrganization } from "./invalidate";

export { cachedRead } from "./reads";
export { cachedHost } from "./hosts";

/**
 * What a save changed, as its pipeline declares it: "organization" (everything built
 * from the organization's data) or "nothing" (a write no page or cached read shows).
 */
export type Invalidation = "organization" | "nothing";

/** Invalidates what a committed save declared it changed (mutation(), publicAction()). */
export async function invalidate(organizationId: number, what: Invalidation): Promise<void> {
  if (what === "nothing") return;
  await invalidateOrganization(organizationId);
}

/**
 * Drops everything built from the organization's data, in this process at once
 * and, on PostgreSQL, in every other instance on the database (NOTIFY). Call
 * after the write committed. Other organizations' entries stay.
 */
export async function invalidateOrganization(organizationId: number): Promise<void> {
  dropOrganization(organizationId);
  const database = await openDatabase();
  if (database.kind !== "postgres") return;
  try {
    await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payloadFor(organizationId)})`);
  } catch (error) {
    console.error("Could not broadcast a cache invalidation:", error);
  }
}
