import "server-only";
import type * as z from "zod";
import type { Db } from "@/platform/db/client";
import { parseId } from "@/platform/http/errors";
import { describeKeys, pick, restorable } from "./describe";
import type { RevisionSubject } from "./types";

type Versioned = { version: number };

/**
 * The revisions of a record kept in one row with its own version (a heading
 * section, a hero): the fields a save may change are kept, and a restore is
 * the feature's update of those fields with the version the editor loaded (its
 * own 409 when that is no longer the stored one).
 */
export function fieldSubject<R extends Versioned>(options: {
  type: string;
  noun: string;
  /** The update schema's fields (what a save may send); `version`, `url_page` and `order` are never kept. */
  shape: Record<string, z.ZodType>;
  labels?: Record<string, string>;
  /** The organization's record with this id, read in `db`, or null. */
  load: (db: Db, organizationId: number, id: number) => Promise<R | null>;
  /** The feature's update, as its save does it (its translations noted too: a restore is a save). */
  update: (tx: Db, id: number, input: Record<string, unknown> & { version: number }, organizationId: number) => Promise<unknown>;
}): RevisionSubject {
  const keys = Object.keys(options.shape).filter((key) => !["version", "url_page", "order", "title_alignment"].includes(key));
  return {
    type: options.type,
    noun: options.noun,
    read: async (db, organizationId, recordId) => {
      const record = await options.load(db, organizationId, parseId(recordId));
      return record ? { version: record.version, snapshot: pick(record as unknown as Record<string, unknown>, keys) } : null;
    },
    describe: (snapshot) => describeKeys(snapshot, keys, options.labels),
    restore: (tx, { organizationId, recordId, snapshot, version }) => {
      const fields = restorable(options.shape, snapshot);
      for (const key of ["version", "url_page", "order"]) delete fields[key];
      return options.update(tx, parseId(recordId), { ...fields, version }, organizationId);
    },
  };
}
