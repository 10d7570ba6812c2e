import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { badRequest, HttpError } from "./errors";
import { idempotentRequests } from "./tables";

export const IDEMPOTENCY_MESSAGES = {
  badKey: "The Idempotency-Key header must be 1 to 200 visible characters.",
  reused: "This Idempotency-Key was already used for a different request. Send a new key for a new request.",
} as const;

/** How long a key's answer is kept (a client retries within seconds; a day covers a phone that was offline). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The request's `Idempotency-Key` (IETF draft), or null when it sent none; 400 for an unusable one. */
export function idempotencyKey(request: Request): string | null {
  const value = request.headers.get("idempotency-key");
  if (value === null) return null;
  const key = value.trim();
  if (!key || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);
  return key;
}

export const bodyHash = (raw: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(raw ?? null))
    .digest("hex");

export type StoredAnswer = { status: number; body: unknown };

/**
 * Claims `key` for this request inside the write's transaction. Null: the key is new,
 * the write goes ahead and `remember` stores its answer before the commit. An answer:
 * an earlier request with this key committed, and this is its answer (a retry that
 * arrives while the first is still running waits on the unique index, then gets it).
 * The same key with another body is a 422.
 */
export async function claimKey(tx: Db, organizationId: number, scope: string, key: string, hash: string): Promise<{ id: number } | StoredAnswer> {
  const now = Date.now();
  await tx
    .delete(idempotentRequests)
    .where(and(eq(idempotentRequests.organization_id, organizationId), lt(idempotentRequests.created_at, new Date(now - IDEMPOTENCY_TTL_MS))));
  const [claimed] = await tx
    .insert(idempotentRequests)
    .values({ organization_id: organizationId, scope, key, body_hash: hash })
    .onConflictDoNothing()
    .returning({ id: idempotentRequests.id });
  if (claimed) return claimed;
  const [earlier] = await tx
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.organization_id, organizationId), eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)))
    .limit(1);
  if (earlier && earlier.body_hash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
  if (!earlier || earlier.status === null) throw new HttpError(409, IDEMPOTENCY_MESSAGES.reused);
  return { status: earlier.status, body: earlier.response };
}

/** Stores the answer of the request that claimed the key (same transaction as its write). */
export async function remember(tx: Db, id: number, answer: StoredAnswer): Promise<void> {
  await tx
    .update(idempotentRequests)
    .set({ status: answer.status, response: sql`${JSON.stringify(answer.body ?? null)}::jsonb` })
    .where(eq(idempotentRequests.id, id));
}
