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
import { dropKeys, dropOrganization } from "./invalidate";
import { blockKey, pageBlocksKey } from "./keys";

export { cachedRead } from "./reads";
export { cachedPageRecords } from "./records";
export { cachedPageBlocks, loadBlocks, type BlockQuery, type BlockTable } from "./page-blocks";
export { blockKey, pageBlocksKey } from "./keys";
export { cachedHost } from "./hosts";

/**
 * What a save changed, as its pipeline declares it: "organization" (everything built
 * from the organization's data), "nothing" (a write no page or cached read shows), or
 * `{ keys }`: the keys of what it changed (`page:/about`: one page's blocks;
 * `block:template_section:7`: one block's record). Reads
 * that name one of those keys, and reads that name none, render again; pages that
 * read only other keys stay cached.
 */
export type Invalidation = "organization" | "nothing" | { keys: string[] };

/** The key of the organization's settings (the cached "site" read). */
export const SETTINGS_KEY = "settings";

/**
 * A new block of a page (section, heading, hero), a deleted one, or one whose place in the
 * page changed: that page's blocks only (the list, and every record of it).
 */
export const newPageBlock = (block: { url_page: string }): Invalidation => ({ keys: [pageBlocksKey(block.url_page)] });

/** A block saved in its place (its fields, a section's metrics): its own record only. */
export const savedPageBlock =
  (type: string) =>
  (block: { id: number }): Invalidation => ({ keys: [blockKey(type, block.id)] });

/**
 * An edited block of a page: its own record only, unless the edit names a page (a move: the
 * page it left is not known here, so the whole organization) or an order (the page's list).
 */
export const editedPageBlock =
  (type: string) =>
  (block: { id: number; url_page: string }, input: { url_page?: unknown; order?: unknown }): Invalidation =>
    input.url_page !== undefined ? "organization" : input.order !== undefined ? newPageBlock(block) : savedPageBlock(type)(block);

/** Both changes: the whole organization when either is, else every key of either. */
export function mergeInvalidations(a: Invalidation, b: Invalidation): Invalidation {
  if (a === "organization" || b === "organization") return "organization";
  if (a === "nothing") return b;
  if (b === "nothing") return a;
  return { keys: [...new Set([...a.keys, ...b.keys])] };
}

/** Invalidates what a committed save declared it changed (mutation(), publicAction()); no keys is nothing. */
export async function invalidate(organizationId: number, what: Invalidation): Promise<void> {
  if (what === "nothing" || (what !== "organization" && what.keys.length === 0)) return;
  if (what === "organization") return invalidateOrganization(organizationId);
  await invalidateKeys(organizationId, what.keys);
}

/** Invalidates what was built from the keys' data, here and (NOTIFY) in every other instance. */
async function invalidateKeys(organizationId: number, keys: string[]): Promise<void> {
  dropKeys(organizationId, keys);
  await broadcast(payloadFor(organizationId, keys));
}

async function broadcast(payload: string) {
  const database = await openDatabase();
  if (database.kind !== "postgres") return;
  try {
    await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
  } catch (error) {
    console.error("Could not broadcast a cache invalidation:", error);
  }
}

/**
 * Drops everything built from the organization's data, in this process at once
 * and, on PostgreSQL, in every other instance on the database (NOTIFY). Call
 * after the write committed. Other organizations' entries stay.
 */
export async function invalidateOrganization(organizationId: number): Promise<void> {
  dropOrganization(organizationId);
  await broadcast(payloadFor(organizationId));
}
