import "server-only";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import type { Caller } from "@/platform/tenancy/authorize";
import { canonical, differingLabels } from "./describe";
import { revisions } from "./tables";
import type { DescribedState, RecordState, RevisionAuthor, RevisionDetail, RevisionSubject, RevisionSummary, Snapshot } from "./types";

/** Revisions kept per record: each save deletes the older ones. */
export const REVISIONS_KEPT = 50;
export const REVISION_NOT_FOUND = "Revision not found";

const summaryColumns = {
  id: revisions.id,
  record_type: revisions.record_type,
  record_id: revisions.record_id,
  version: revisions.version,
  saved_at: revisions.saved_at,
  saved_by: revisions.saved_by,
  saved_by_name: revisions.saved_by_name,
  saved_by_email: revisions.saved_by_email,
  changed_fields: revisions.changed_fields,
};

type SummaryRow = {
  id: number;
  record_type: string;
  record_id: string;
  version: number;
  saved_at: Date | string;
  saved_by: string | null;
  saved_by_name: string;
  saved_by_email: string;
  changed_fields: string[] | null;
};

const author = (row: SummaryRow): RevisionAuthor => ({ id: row.saved_by, name: row.saved_by_name, email: row.saved_by_email });

function toSummary(row: SummaryRow): RevisionSummary {
  const { id, record_type, record_id, version, changed_fields } = row;
  return { id, record_type, record_id, version, saved_at: new Date(row.saved_at).toISOString(), saved_by: author(row), changed_fields: changed_fields ?? null };
}

const ofRecord = (organizationId: number, type: string, recordId: string) =>
  and(eq(revisions.organization_id, organizationId), eq(revisions.record_type, type), eq(revisions.record_id, recordId));

/** Serializes the saves of one record's revisions until the transaction ends (two saves never take one version). */
export async function lockRecord(db: Db, organizationId: number, type: string, recordId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`revisions:${organizationId}:${type}:${recordId}`}))`);
}

async function latestRevision(db: Db, organizationId: number, type: string, recordId: string) {
  const [row] = await db
    .select({ version: revisions.version, snapshot: revisions.snapshot })
    .from(revisions)
    .where(ofRecord(organizationId, type, recordId))
    .orderBy(desc(revisions.id))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps the record's state as a revision, in the save's transaction: who, when,
 * the version and what changed since the previous one; a state equal to the
 * latest kept is not kept twice. Then only the newest 50 stay.
 */
export async function keepRevision(db: Db, caller: Caller, subject: RevisionSubject, organizationId: number, recordId: string): Promise<void> {
  const state = await subject.read(db, organizationId, recordId);
  if (!state) return;
  await lockRecord(db, organizationId, subject.type, recordId);
  const latest = await latestRevision(db, organizationId, subject.type, recordId);
  if (latest && canonical(latest.snapshot) === canonical(state.snapshot)) return;
  const changed = latest ? differingLabels(subject.describe(latest.snapshot), subject.describe(state.snapshot)) : null;
  await db.insert(revisions).values({
    organization_id: organizationId,
    record_type: subject.type,
    record_id: recordId,
    version: state.version ?? (latest?.version ?? 0) + 1,
    snapshot: state.snapshot,
    changed_fields: changed,
    saved_by: caller.user.id,
    saved_by_name: caller.user.name ?? "",
    saved_by_email: caller.user.email ?? "",
  });
  const oldestKept = sql`(select r.id from ${revisions} r where r.organization_id = ${organizationId} and r.record_type = ${subject.type} and r.record_id = ${recordId} order by r.id desc offset ${REVISIONS_KEPT - 1} limit 1)`;
  await db.delete(revisions).where(and(ofRecord(organizationId, subject.type, recordId), lt(revisions.id, oldestKept)));
}

/** Deletes a record's revisions (the record was deleted), in its transaction. */
export async function dropRevisions(db: Db, organizationId: number, type: string, recordId: string): Promise<void> {
  await db.delete(revisions).where(ofRecord(organizationId, type, recordId));
}

/** The version the record is at: its own, else the latest revision's (0 when none was kept). */
export async function currentVersion(db: Db, subject: RevisionSubject, organizationId: number, recordId: string, state?: RecordState | null): Promise<number> {
  if (state?.version !== undefined) return state.version;
  return (await latestRevision(db, organizationId, subject.type, recordId))?.version ?? 0;
}

/** The record now, in the editor's words (null when it is gone). */
export async function describeCurrent(db: Db, subject: RevisionSubject, organizationId: number, recordId: string): Promise<DescribedState | null> {
  const state = await subject.read(db, organizationId, recordId);
  if (!state) return null;
  return { version: await currentVersion(db, subject, organizationId, recordId, state), fields: subject.describe(state.snapshot) };
}

/** A record's revisions, newest first, without their state. */
export async function listRevisions(db: Db, organizationId: number, type: string, recordId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(revisions)
    .where(ofRecord(organizationId, type, recordId))
    .orderBy(desc(revisions.id));
  return rows.map(toSummary);
}

/** One revision of the organization's records of this type (and of `recordId` when given), or 404 "Revision not found". */
export async function requireRevision(
  db: Db,
  organizationId: number,
  type: string,
  id: number,
  recordId?: string,
): Promise<RevisionSummary & { snapshot: Snapshot }> {
  const [row] = await db
    .select({ ...summaryColumns, snapshot: revisions.snapshot })
    .from(revisions)
    .where(
      and(
        eq(revisions.id, id),
        eq(revisions.organization_id, organizationId),
        eq(revisions.record_type, type),
        recordId === undefined ? undefined : eq(revisions.record_id, recordId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(REVISION_NOT_FOUND);
  return { ...toSummary(row), snapshot: row.snapshot };
}

/** One revision with its fields beside the current ones, and the labels that differ. */
export async function revisionDetail(db: Db, subject: RevisionSubject, organizationId: number, id: number, recordId?: string): Promise<RevisionDetail> {
  const { snapshot, ...summary } = await requireRevision(db, organizationId, subject.type, id, recordId);
  const fields = subject.describe(snapshot);
  const current = await describeCurrent(db, subject, organizationId, summary.record_id);
  return { ...summary, fields, current, differences: current ? differingLabels(fields, current.fields) : Object.keys(fields) };
}
