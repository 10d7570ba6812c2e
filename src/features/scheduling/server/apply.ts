import "server-only";
import { aliasedTable, and, asc, eq, exists, lt, lte, not, or, sql } from "drizzle-orm";
import { setShown, postsChanged } from "@/features/posts/server";
import { user } from "@/platform/auth/tables";
import { invalidate, type Invalidation } from "@/platform/cache";
import { SAVES_TOPIC } from "@/platform/live/announce";
import { publishLive } from "@/platform/live/publish";
import { getDb, type Db } from "@/platform/db/client";
import { members } from "@/platform/tenancy/tables";
import { CONTENT_ROLES, type Role } from "@/platform/tenancy/types";
import { HttpError } from "@/platform/http/errors";
import { SCHEDULE_MESSAGES } from "../rules";
import { scheduledChanges } from "../tables";
import { mailFailure } from "./mail";
import { toScheduledChange } from "./store";

/** Changes applied in one tick at most (the rest on the next one). */
const PER_TICK = 50;

type Applied = {
  id: number;
  organizationId: number;
  by: string | null;
  changed: Invalidation;
  /** The post's or page's API address, as its editor names it (presence, issue 43 §4), when the change applied. */
  records: string[];
  failed: ReturnType<typeof toScheduledChange> | null;
};

/** Why a change could not apply, for the list and the mail. */
const reasonOf = (error: unknown) =>
  error instanceof HttpError && error.status < 500
    ? error.message
    : "The change could not be saved (a server error). Schedule it again, or make it in the editor.";

/** The member who scheduled the change, as the caller of its save, while they still have a content role. */
async function schedulerOf(db: Db, organizationId: number, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, role: members.role })
    .from(members)
    .innerJoin(user, eq(user.id, members.user_id))
    .where(and(eq(members.organization_id, organizationId), eq(members.user_id, userId)))
    .limit(1);
  if (!row || !CONTENT_ROLES.includes(row.role as Role)) return null;
  return { user: { id: row.id, name: row.name, email: row.email }, role: row.role as Role, organizationId };
}

const before = aliasedTable(scheduledChanges, "before");

/**
 * A change of the same post or page due before it and still scheduled (perhaps held by
 * another instance right now): the later one waits, so one subject's changes apply in order.
 */
const earlier = (tx: Db) =>
  tx
    .select({ one: sql`1` })
    .from(before)
    .where(
      and(
        eq(before.organization_id, scheduledChanges.organization_id),
        eq(before.subject_id, scheduledChanges.subject_id),
        eq(before.status, "scheduled"),
        or(lt(before.at, scheduledChanges.at), and(eq(before.at, scheduledChanges.at), lt(before.id, scheduledChanges.id))),
      ),
    );

/**
 * Applies one due change, if there is one no other instance holds: the row is locked
 * (FOR UPDATE SKIP LOCKED) in the transaction that makes the change and marks it done,
 * or, when the change fails, rolls the change back (a savepoint) and marks it failed
 * with the reason. Either way the row leaves "scheduled" in the same commit: applied
 * once, by one instance; an instance that stops mid-way commits nothing and the change
 * stays due. Answers null when nothing is due.
 */
async function applyOne(db: Db): Promise<Applied | null> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [due] = await tx
      .select()
      .from(scheduledChanges)
      .where(and(eq(scheduledChanges.status, "scheduled"), lte(scheduledChanges.at, new Date()), not(exists(earlier(tx)))))
      .orderBy(asc(scheduledChanges.at), asc(scheduledChanges.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    const organizationId = due.organization_id;
    let changed: Invalidation = "nothing";
    let records: string[] = [];
    let error: string | null = null;
    try {
      changed = await tx.transaction(async (savepoint) => {
        const inner = savepoint as unknown as Db;
        const caller = await schedulerOf(inner, organizationId, due.created_by);
        if (!caller) throw new HttpError(400, SCHEDULE_MESSAGES.memberGone);
        const done = await setShown(inner, caller, due.subject_id, due.action === "publish");
        records = [done.kind === "post" ? `/api/posts/${done.slug}` : `/api/pages/${due.subject_id}`];
        return done.kind === "post" ? postsChanged(done.slug) : "organization";
      });
    } catch (failure) {
      error = reasonOf(failure);
      if (error !== (failure as Error).message) console.error(`[schedule] change ${due.id} failed:`, failure);
    }
    const [row] = await tx
      .update(scheduledChanges)
      .set({ status: error ? "failed" : "done", error, applied_at: new Date() })
      .where(eq(scheduledChanges.id, due.id))
      .returning();
    return { id: due.id, organizationId, by: due.created_by, changed, records: error ? [] : records, failed: error ? toScheduledChange(row!) : null };
  });
}

/** Applies every due change (up to PER_TICK), then invalidates what each changed and mails each failure. Answers how many it handled. */
export async function applyDueChanges(): Promise<number> {
  const db = await getDb();
  let handled = 0;
  while (handled < PER_TICK) {
    const applied = await applyOne(db);
    if (!applied) break;
    handled += 1;
    await invalidate(applied.organizationId, applied.failed ? "nothing" : applied.changed);
    // Members' open pages hear it as any save (the Scheduled list, the editors that show the post).
    await publishLive(applied.organizationId, SAVES_TOPIC, {
      type: "saved",
      method: "SCHEDULE",
      path: `/api/scheduled-changes/${applied.id}`,
      by: applied.by,
      status: applied.failed ? "failed" : "done",
      ...(applied.records.length ? { records: applied.records } : {}),
    }).catch((error: unknown) => console.error("[schedule] the change could not be announced on the live channel:", error));
    // The list and the dashboard show the failure at once; the mail is on top of that (a failed mail is logged).
    if (applied.failed)
      await mailFailure(applied.organizationId, applied.failed).catch((error) => console.error("[schedule] the failure mail could not be sent:", error));
  }
  return handled;
}

/** The default tick: a change is applied within this long after its minute. */
const TICK_MS = 10_000;

/**
 * Starts applying due changes on this server: at once (what fell due while it was
 * stopped), then every ONSITE_SCHEDULE_TICK_MS (default 10 s). Every instance runs
 * it; the row locks make each change one instance's. Answers a function that stops it.
 */
export function startScheduledChanges(): () => void {
  const configured = Number(process.env.ONSITE_SCHEDULE_TICK_MS);
  const every = Number.isFinite(configured) && configured >= 100 ? configured : TICK_MS;
  let running = false;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = true;
    applyDueChanges()
      .catch((error) => console.error("[schedule] applying the due changes failed (tried again on the next tick):", error))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, every);
  timer.unref();
  tick();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
