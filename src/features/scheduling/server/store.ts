import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { posts } from "@/features/posts";
import type { Db } from "@/platform/db/client";
import { conflict, HttpError } from "@/platform/http/errors";
import type { Caller } from "@/platform/tenancy/authorize";
import { MAX_AHEAD_MS, SCHEDULE_MESSAGES, type ScheduledChange } from "../rules";
import type { ScheduleInput } from "../schema";
import { scheduledChanges } from "../tables";

type Row = typeof scheduledChanges.$inferSelect;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toScheduledChange(row: Row): ScheduledChange {
  return {
    id: row.id,
    subject_id: row.subject_id,
    subject_kind: row.subject_kind === "page" ? "page" : "post",
    subject_title: row.subject_title,
    action: row.action === "unpublish" ? "unpublish" : "publish",
    at: iso(row.at)!,
    status: row.status === "done" || row.status === "failed" ? row.status : "scheduled",
    error: row.error,
    applied_at: iso(row.applied_at),
    created_by: row.created_by,
  };
}

/** The organization's scheduled changes: the pending ones soonest first, then the applied and failed ones, latest first (at most 100 of those). */
export async function listScheduled(db: Db, organizationId: number): Promise<ScheduledChange[]> {
  const pending = await db
    .select()
    .from(scheduledChanges)
    .where(and(eq(scheduledChanges.organization_id, organizationId), eq(scheduledChanges.status, "scheduled")))
    .orderBy(asc(scheduledChanges.at), asc(scheduledChanges.id));
  const past = await db
    .select()
    .from(scheduledChanges)
    .where(and(eq(scheduledChanges.organization_id, organizationId), inArray(scheduledChanges.status, ["done", "failed"])))
    .orderBy(desc(scheduledChanges.at), desc(scheduledChanges.id))
    .limit(100);
  return [...pending, ...past].map(toScheduledChange);
}

/** The organization's failed changes (the dashboard), latest first. */
export async function listFailed(db: Db, organizationId: number, limit = 20): Promise<ScheduledChange[]> {
  const rows = await db
    .select()
    .from(scheduledChanges)
    .where(and(eq(scheduledChanges.organization_id, organizationId), eq(scheduledChanges.status, "failed")))
    .orderBy(desc(scheduledChanges.at), desc(scheduledChanges.id))
    .limit(limit);
  return rows.map(toScheduledChange);
}

/** A new scheduled change of a post or page of the caller's organization, at an instant in the future (by the database's clock). */
export async function schedule(db: Db, caller: Caller, input: ScheduleInput): Promise<ScheduledChange> {
  const at = new Date(input.at);
  const now = Date.now();
  if (at.getTime() <= now) throw new HttpError(400, SCHEDULE_MESSAGES.past, { field: "at" });
  if (at.getTime() - now > MAX_AHEAD_MS) throw new HttpError(400, SCHEDULE_MESSAGES.tooFar, { field: "at" });
  const [subject] = await db
    .select({ id: posts.id, kind: posts.kind, title: posts.title })
    .from(posts)
    .where(and(eq(posts.organization_id, caller.organizationId), eq(posts.id, input.subject_id)))
    .limit(1);
  if (!subject) throw new HttpError(400, SCHEDULE_MESSAGES.subjectUnknown, { field: "subject_id" });
  const [row] = await db
    .insert(scheduledChanges)
    .values({
      organization_id: caller.organizationId,
      subject_id: subject.id,
      subject_kind: subject.kind === "page" ? "page" : "post",
      subject_title: subject.title,
      action: input.action,
      at,
      created_by: caller.user.id,
    })
    .returning();
  return toScheduledChange(row!);
}

/** Cancels (deletes) a change that is still scheduled; an applied or failed one stays listed (409). */
export async function cancel(db: Db, organizationId: number, id: number): Promise<{ deleted: true; id: number }> {
  const [row] = await db
    .select({ status: scheduledChanges.status })
    .from(scheduledChanges)
    .where(and(eq(scheduledChanges.organization_id, organizationId), eq(scheduledChanges.id, id)))
    .for("update");
  if (!row) throw new HttpError(404, SCHEDULE_MESSAGES.notFound);
  if (row.status !== "scheduled") throw conflict(SCHEDULE_MESSAGES.notPending);
  await db.delete(scheduledChanges).where(eq(scheduledChanges.id, id));
  return { deleted: true, id };
}

/** The organization that owns a scheduled change, or a 404. */
export async function changeOrganization(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ organization_id: scheduledChanges.organization_id }).from(scheduledChanges).where(eq(scheduledChanges.id, id));
  if (!row) throw new HttpError(404, SCHEDULE_MESSAGES.notFound);
  return row.organization_id;
}
