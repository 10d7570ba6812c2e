import type { Db } from "@/platform/db/client";
import type { Caller } from "@/platform/tenancy/authorize";
import type { Role } from "@/platform/tenancy/types";

/** A record's restorable state: what its save would send, as JSON. */
export type Snapshot = Record<string, unknown>;

/** A record as the revisions module reads it: its version (when it keeps one) and its state. */
export type RecordState = { version?: number; snapshot: Snapshot };

export type RestoreContext = { caller: Caller; organizationId: number; recordId: string; snapshot: Snapshot; version: number };

/**
 * One kind of record that keeps revisions. Its feature defines it once and names it
 * in each save's `revisions` (mutation's options): the pipeline keeps the revision.
 */
export type RevisionSubject = {
  /** The editor's record type, stored with each revision: "template_section", "header". */
  type: string;
  /** What the record is called in messages: "section", "header menu". */
  noun: string;
  /**
   * The record's state now, read in `db` (the save's transaction); null when it does
   * not exist. `version` is the record's own version column; without one, the
   * revisions count the versions (the latest revision's version is the current one).
   */
  read: (db: Db, organizationId: number, recordId: string) => Promise<RecordState | null>;
  /** The state in the editor's words: field label → readable text, in the editor's order. */
  describe: (snapshot: Snapshot) => Record<string, string>;
  /**
   * Writes a kept state back as a new save, in the restore's transaction. A record with
   * its own version checks `version` here (the feature's 409); answers what a save answers.
   */
  restore: (tx: Db, context: RestoreContext) => Promise<unknown>;
  /**
   * The record's API address as its editor names it (presence, issue 43 §4), when its
   * revision routes do not live under it: a restore announces it, so an open editor hears it.
   */
  address?: (organizationId: number, recordId: string) => string;
  /** Who may restore (default owner, admin, editor, as the record's own saves). Reading: any member. */
  roles?: readonly Role[];
};

/** Who saved a revision (kept as name and email too, so it reads after the account is gone). */
export type RevisionAuthor = { id: string | null; name: string; email: string };

/** A revision in the list: no state, just who, when and what changed. */
export type RevisionSummary = {
  id: number;
  record_type: string;
  record_id: string;
  version: number;
  saved_at: string;
  saved_by: RevisionAuthor;
  /** Readable names of the fields that save changed; null for the first one kept. */
  changed_fields: string[] | null;
};

/** A record's state in the editor's words, with the version it has. */
export type DescribedState = { version: number; fields: Record<string, string> };

/** GET …/revisions: the current state and the saves, newest first. */
export type RevisionList = { current: DescribedState | null; revisions: RevisionSummary[] };

/** GET …/revisions/{id}: one save, its fields, the current ones beside them, and the labels that differ. */
export type RevisionDetail = RevisionSummary & { fields: Record<string, string>; current: DescribedState | null; differences: string[] };
