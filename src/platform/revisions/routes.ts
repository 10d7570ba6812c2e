import "server-only";
import * as z from "zod";
import { getDb, type Db } from "@/platform/db/client";
import { conflict, parseId, route } from "@/platform/http/errors";
import { mutation } from "@/platform/http/mutation";
import { authenticate, authorizeUser, CONTENT_ROLES } from "@/platform/tenancy/authorize";
import { currentVersion, describeCurrent, listRevisions, lockRecord, requireRevision, revisionDetail, REVISION_NOT_FOUND } from "./store";
import type { RevisionList, RevisionSubject } from "./types";

/** Where the path points: the organization that owns the record (404 when there is none) and, when the path names it, the record. */
export type RevisionTarget = { organizationId: number; recordId?: string };

type Locate<P> = (context: { request: Request; params: P; db: Db }) => Promise<RevisionTarget>;

type RevisionParams = { revisionId: string };

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

const VERSION_MESSAGE = "version must be a whole number: the version you loaded.";

/** POST …/restore: the version the editor loaded (a newer save since is a 409). */
export const restoreSchema = z.object(
  {
    version: z
      .number({ error: VERSION_MESSAGE })
      .int({ error: VERSION_MESSAGE })
      .min(0, { error: VERSION_MESSAGE })
      .max(2_147_483_647, { error: VERSION_MESSAGE }),
  },
  { error: VERSION_MESSAGE },
);

export const staleRestoreMessage = (noun: string) =>
  `This ${noun} was changed by someone else after you opened it. Review the latest version and restore again.`;

const revisionIdOf = (params: RevisionParams) => parseId(params.revisionId, REVISION_NOT_FOUND);

/**
 * The three revision routes of a record type (docs/decisions.md "Revisions for every
 * editor"): GET …/revisions (members: the current state in the editor's words and
 * the saves, newest first), GET …/revisions/{revisionId} (one save beside the
 * current state), POST …/revisions/{revisionId}/restore {version} (a new save
 * through the save pipeline, with the record's roles and conflict check; it keeps
 * a revision of its own, so a restore is undone by restoring the one before).
 */
export function revisionRoutes<P extends object>(subject: RevisionSubject, locate: Locate<P>) {
  const reader = async (request: Request, params: P) => {
    const user = await authenticate(request);
    const db = await getDb();
    const target = await locate({ request, params, db });
    await authorizeUser(request, user, target.organizationId, CONTENT_ROLES);
    return { db, target };
  };

  const list = route<P>(async (request, params) => {
    const { db, target } = await reader(request, params);
    const recordId = target.recordId!;
    const answer: RevisionList = {
      current: await describeCurrent(db, subject, target.organizationId, recordId),
      revisions: await listRevisions(db, target.organizationId, subject.type, recordId),
    };
    return Response.json(answer, PRIVATE);
  });

  const read = route<P & RevisionParams>(async (request, params) => {
    const id = revisionIdOf(params);
    const { db, target } = await reader(request, params);
    return Response.json(await revisionDetail(db, subject, target.organizationId, id, target.recordId), PRIVATE);
  });

  const targets = new WeakMap<Request, RevisionTarget>();
  const restored = new WeakMap<Request, string>();
  const restore = mutation<P & RevisionParams, typeof restoreSchema>({
    owner: async ({ request, params, db }) => {
      revisionIdOf(params);
      const target = await locate({ request, params, db });
      targets.set(request, target);
      return target.organizationId;
    },
    roles: subject.roles,
    input: restoreSchema,
    write: async ({ tx, request, params, input, caller, organizationId }) => {
      const revision = await requireRevision(tx, organizationId, subject.type, revisionIdOf(params), targets.get(request)?.recordId);
      const recordId = revision.record_id;
      await lockRecord(tx, organizationId, subject.type, recordId);
      const state = await subject.read(tx, organizationId, recordId);
      // A record without a version column of its own is at its latest revision's version.
      if (state && state.version === undefined) {
        const version = await currentVersion(tx, subject, organizationId, recordId, state);
        if (version !== input.version) throw conflict(staleRestoreMessage(subject.noun), { current: { version, fields: subject.describe(state.snapshot) } });
      }
      restored.set(request, recordId);
      return subject.restore(tx, { caller, organizationId, recordId, snapshot: revision.snapshot, version: input.version });
    },
    // A restore keeps a revision of its own: it is undone by restoring the one before.
    revisions: (_result, { request }) => [{ subject, recordId: restored.get(request)! }],
    records: (_result, _input, organizationId, request) => (subject.address ? [subject.address(organizationId, restored.get(request)!)] : []),
  });

  return { list, read, restore };
}
