import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { deliver, type LiveEvent } from "./hub";
import { liveEvents } from "./tables";

/** The second LISTEN/NOTIFY channel (the first is the cache's): `{id}` of a new live event. */
export const LIVE_CHANNEL = "onsite_live";

/** Events older than this are deleted as new ones arrive: a resume reaches back at most this far. */
export const LIVE_KEEP_MS = 60 * 60 * 1000;

/**
 * Publishes an event to every stream of the organization's topic, on every instance:
 * stored (for resumes), then announced with NOTIFY, which each instance's listener
 * (listen.ts), this one's included, turns into deliveries. PGlite has one instance:
 * the event is delivered here at once. Call after the write it reports committed.
 */
export async function publishLive(organizationId: number, topic: string, data: unknown): Promise<LiveEvent> {
  const db = await getDb();
  const [row] = await db.insert(liveEvents).values({ organization_id: organizationId, topic, data }).returning({ id: liveEvents.id });
  const event: LiveEvent = { id: row!.id, organizationId, topic, data };
  await db.delete(liveEvents).where(and(eq(liveEvents.organization_id, organizationId), lt(liveEvents.created_at, new Date(Date.now() - LIVE_KEEP_MS))));
  if (process.env.DATABASE_URL) await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(event.id)})`);
  else deliver(event);
  return event;
}

/** One stored event by id (what a NOTIFY names). */
export async function loadLiveEvent(id: number): Promise<LiveEvent | null> {
  const db = await getDb();
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, id)).limit(1);
  return row ? { id: row.id, organizationId: row.organization_id, topic: row.topic, data: row.data } : null;
}

/** The topic's events after `afterId`, oldest first (a resume), at most `limit`. */
export async function liveEventsSince(organizationId: number, topic: string, afterId: number, limit = 500): Promise<LiveEvent[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.organization_id, organizationId), eq(liveEvents.topic, topic), gt(liveEvents.id, afterId)))
    .orderBy(liveEvents.id)
    .limit(limit);
  return rows.map((row) => ({ id: row.id, organizationId: row.organization_id, topic: row.topic, data: row.data }));
}
