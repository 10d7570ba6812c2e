import "server-only";
import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { route } from "@/platform/http/errors";
import { memberConnected } from "@/platform/live";
import { PRESENCE_WINDOW_MS } from "../rules";
import { helpConversations, helpPresence } from "../tables";
import type { HelpStatus } from "../types";
import { siteOfRequest } from "./site";

/** Records that this member has the inbox open now. */
export async function touchPresence(organizationId: number, userId: string): Promise<void> {
  const now = new Date();
  await (
    await getDb()
  )
    .insert(helpPresence)
    .values({ organization_id: organizationId, user_id: userId, seen_at: now })
    .onConflictDoUpdate({ target: [helpPresence.organization_id, helpPresence.user_id], set: { seen_at: now } });
}

/** The member closed the inbox. */
export async function leavePresence(organizationId: number, userId: string): Promise<void> {
  await (await getDb()).delete(helpPresence).where(and(eq(helpPresence.organization_id, organizationId), eq(helpPresence.user_id, userId)));
}

/**
 * Whether a member is online: one has a live connection open on this instance (the
 * inbox's stream, the saves' stream), or had the inbox open within the presence window
 * on any instance (the inbox's stream and heartbeat write it to the database).
 */
export async function teamOnline(organizationId: number): Promise<boolean> {
  if (memberConnected(organizationId)) return true;
  const [present] = await (
    await getDb()
  )
    .select({ user_id: helpPresence.user_id })
    .from(helpPresence)
    .where(and(eq(helpPresence.organization_id, organizationId), gt(helpPresence.seen_at, new Date(Date.now() - PRESENCE_WINDOW_MS))))
    .limit(1);
  return !!present;
}

/**
 * Whether the team is online (teamOnline) and, else, how long answers usually take:
 * the median of the last 50 conversations' first replies, in minutes.
 */
export async function teamStatus(organizationId: number): Promise<HelpStatus> {
  const db = await getDb();
  const online = await teamOnline(organizationId);
  const replied = await db
    .select({ created_at: helpConversations.created_at, first_reply_at: helpConversations.first_reply_at })
    .from(helpConversations)
    .where(and(eq(helpConversations.organization_id, organizationId), isNotNull(helpConversations.first_reply_at)))
    .orderBy(desc(helpConversations.created_at))
    .limit(50);
  const minutes = replied.map((row) => (row.first_reply_at!.getTime() - row.created_at.getTime()) / 60_000).sort((a, b) => a - b);
  const median = minutes.length ? minutes[Math.floor(minutes.length / 2)]! : null;
  return { online, usual_reply_minutes: median === null ? null : Math.max(1, Math.round(median)) };
}

/** GET /api/help/status: public, the same for every visitor; never cached (it changes as members come and go). */
export const statusRoute = route(async (request) => {
  const site = await siteOfRequest(request);
  return Response.json(await teamStatus(site.organization.id), { headers: { "cache-control": "no-store" } });
});
