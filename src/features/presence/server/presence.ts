import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { user } from "@/platform/auth/tables";
import type { Db } from "@/platform/db/client";
import { PRESENCE_TTL_MS, type PresentEditor } from "../rules";
import { editorPresence } from "../tables";

/** The record's open editors now (the caller's own included), oldest first. */
export async function presentEditors(db: Db, organizationId: number, record: string): Promise<PresentEditor[]> {
  const rows = await db
    .select({ tab: editorPresence.tab, user_id: editorPresence.user_id, name: user.name, email: user.email })
    .from(editorPresence)
    .innerJoin(user, eq(user.id, editorPresence.user_id))
    .where(
      and(
        eq(editorPresence.organization_id, organizationId),
        eq(editorPresence.record, record),
        gt(editorPresence.seen_at, new Date(Date.now() - PRESENCE_TTL_MS)),
      ),
    )
    .orderBy(editorPresence.seen_at);
  return rows.map(({ tab, user_id, name, email }) => ({ tab, user_id, name: name || email }));
}

/**
 * The editor `tab` has `record` open (its heartbeat): the row is made or renewed.
 * Answers whether this is news (the tab opened it now, or moved to it), which is
 * what the live channel announces; a renewal is not announced.
 */
export async function touchEditor(db: Db, organizationId: number, userId: string, tab: string, record: string): Promise<boolean> {
  const now = new Date();
  const stale = new Date(now.getTime() - PRESENCE_TTL_MS);
  // Expired rows of the organization go first, so a tab that comes back after expiring is news again.
  await db.delete(editorPresence).where(and(eq(editorPresence.organization_id, organizationId), lt(editorPresence.seen_at, stale)));
  const [before] = await db
    .select({ record: editorPresence.record, user_id: editorPresence.user_id })
    .from(editorPresence)
    .where(and(eq(editorPresence.organization_id, organizationId), eq(editorPresence.tab, tab)))
    .limit(1);
  // Another member's tab id is not taken over: the row stays theirs and this one is refused as new.
  if (before && before.user_id !== userId) return false;
  await db
    .insert(editorPresence)
    .values({ organization_id: organizationId, tab, record, user_id: userId, seen_at: now })
    .onConflictDoUpdate({
      target: [editorPresence.organization_id, editorPresence.tab],
      set: { record, seen_at: now },
      setWhere: sql`${editorPresence.user_id} = ${userId}`,
    });
  return !before || before.record !== record;
}

/** The editor `tab` closed (or left `record`): answers whether it was there. */
export async function leaveEditor(db: Db, organizationId: number, userId: string, tab: string, record: string): Promise<boolean> {
  const gone = await db
    .delete(editorPresence)
    .where(
      and(
        eq(editorPresence.organization_id, organizationId),
        eq(editorPresence.tab, tab),
        eq(editorPresence.record, record),
        eq(editorPresence.user_id, userId),
      ),
    )
    .returning({ tab: editorPresence.tab });
  return gone.length > 0;
}
