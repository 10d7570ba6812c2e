import "server-only";
import type { Db } from "@/platform/db/client";
import type { Caller } from "@/platform/tenancy/authorize";
import { dropRevisions, keepRevision } from "./store";
import type { RevisionSubject } from "./types";

/**
 * One record a save keeps a revision of (or, with `drop`, whose revisions a delete
 * removes); or a record of a type that keeps its revisions itself (a post).
 */
export type KeptRecord =
  { subject: RevisionSubject; recordId: string; drop?: boolean } | { keep: (tx: Db, caller: Caller, organizationId: number) => Promise<void> };

/** What the pipeline knows when it keeps a save's revisions: in the save's transaction, after its write. */
export type KeepContext<P, I> = { tx: Db; caller: Caller; organizationId: number; params: P; input: I; request: Request };

/** A record type with revisions of its own kind (posts keep theirs in `post_revisions`): it keeps them itself. */
export type RevisionKeeper<R> = { keep: (tx: Db, caller: Caller, organizationId: number, result: R) => Promise<void> };

/**
 * A save's `revisions` (mutation's options): a subject, whose record is the save's
 * result (its `id`); the records a save changed, as a function of its result; or a
 * keeper of its own. The pipeline keeps them in the save's transaction: a save
 * cannot forget its revision, and no write calls a revision function by hand.
 */
export type DeclaredRevisions<R, P = unknown, I = unknown> =
  RevisionSubject | RevisionKeeper<R> | ((result: R, context: KeepContext<P, I>) => readonly KeptRecord[] | Promise<readonly KeptRecord[]>);

const isKeeper = <R>(declared: object): declared is RevisionKeeper<R> => "keep" in declared && typeof declared.keep === "function";

/** The record a subject's save answered: its `id`. */
function resultRecord(subject: RevisionSubject, result: unknown): string {
  const id = (result as { id?: unknown } | null)?.id;
  if (typeof id !== "number" && typeof id !== "string") throw new Error(`A save of ${subject.type} answered no id to keep its revision by.`);
  return String(id);
}

/** Keeps (or drops) what a save declared, in its transaction. */
export async function keepDeclared<R, P, I>(declared: DeclaredRevisions<R, P, I> | undefined, result: R, context: KeepContext<P, I>): Promise<void> {
  if (!declared) return;
  const { tx, caller, organizationId } = context;
  if (typeof declared === "function") {
    for (const record of await declared(result, context)) {
      if ("keep" in record) await record.keep(tx, caller, organizationId);
      else if (record.drop) await dropRevisions(tx, organizationId, record.subject.type, record.recordId);
      else await keepRevision(tx, caller, record.subject, organizationId, record.recordId);
    }
  } else if (isKeeper<R>(declared)) await declared.keep(tx, caller, organizationId, result);
  else await keepRevision(tx, caller, declared, organizationId, resultRecord(declared, result));
}

/** A delete's declaration: the record's revisions go with it. */
export const droppedWith =
  <P>(subject: RevisionSubject, recordOf: (params: P) => string | number) =>
  (_result: unknown, { params }: { params: P }): KeptRecord[] => [{ subject, recordId: String(recordOf(params)), drop: true }];
