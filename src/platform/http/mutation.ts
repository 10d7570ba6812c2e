import "server-only";
import type * as z from "zod";
import { invalidate, mergeInvalidations, type Invalidation } from "../cache";
import { announceDeclared, SAVES_TOPIC, type DeclaredAnnouncement } from "../live/announce";
import { keepDeclared, type DeclaredRevisions } from "../revisions/declared";
import { getDb, type Db } from "../db/client";
import { authenticate, authorizeUser, CONTENT_ROLES, type Caller } from "../tenancy/authorize";
import { assertBodyOrganization } from "../tenancy/request";
import type { Role } from "../tenancy/types";
import { assertLibraryReferences } from "../media/library-references";
import { readJson } from "./body";
import { errorResponse } from "./errors";
import { readUpload, type UploadedFile, type UploadLimits } from "./upload";

type RouteContext<P> = { params: Promise<P> };

/** What finds the organization that owns the resource (or, for a create, the host's). */
export type OwnerContext<P> = { request: Request; params: P; db: Db; body: () => Promise<Record<string, unknown>> };

export type WriteContext<P, I> = {
  request: Request;
  params: P;
  input: I;
  /** The files of an upload (`upload` in the spec); empty for a JSON body. */
  files: UploadedFile[];
  tx: Db;
  organizationId: number;
  caller: Caller;
  /**
   * Declares, from inside the write, more of what it changed when only the write can
   * know it (the pages that show an edited metric, whether a settings save changed
   * the settings): added to what `invalidates` declares.
   */
  changed: (what: Invalidation) => void;
};

type Spec<P, S extends z.ZodType | undefined, R, X = undefined> = {
  /** The organization that owns the resource (404 from here when it does not exist). */
  owner: (context: OwnerContext<P>) => Promise<number>;
  /** Roles allowed to make this change (default: owner, admin, editor). */
  roles?: readonly Role[];
  /** The entity's schema for the JSON body (or, with `upload`, for the upload's text fields); none = no body is read. */
  input?: S;
  /** The body is a multipart upload, not JSON: its files within these limits (the media library). */
  upload?: UploadLimits;
  /** Slow work before the transaction opens (an upload's image variants), its result handed to `write` as `prepared`. */
  prepare?: (context: Omit<WriteContext<P, S extends z.ZodType ? z.output<S> : undefined>, "tx" | "changed">) => Promise<X>;
  /** The change itself, inside one transaction. */
  write: (context: WriteContext<P, S extends z.ZodType ? z.output<S> : undefined> & { prepared: X }) => Promise<R>;
  /** Status of a success (default 200). */
  status?: number;
  /** Runs after the commit (mail to send, say); answers the response body (default: the write's result). */
  afterCommit?: (result: R, organizationId: number) => Promise<unknown>;
  /** The revisions the save keeps, in its transaction (src/platform/revisions/declared.ts); none by default. */
  revisions?: DeclaredRevisions<R, P, S extends z.ZodType ? z.output<S> : undefined>;
  /**
   * What the save changes in the cache: "organization" (the default: every cached page
   * and read of the organization renders again) or "nothing" (a write no page shows:
   * a chat reply, a booking's status) or `{ keys }` (src/platform/cache/index.ts); a
   * function of the result, input and path's params when it depends. What the write
   * declares with `changed()` is added to it.
   */
  invalidates?: Invalidation | ((result: R, input: S extends z.ZodType ? z.output<S> : undefined, params: P) => Invalidation);
  /** The live topic that hears "saved" (default the members' "saves"), events of the save's own, or false: none. */
  announce?: DeclaredAnnouncement<R>;
  /**
   * The API addresses of the records the save changes beyond its own path, as an open
   * editor names its record (presence, issue 43 §4): announced with "saved" as `records`,
   * so the editor of a record saved through another address (a menu's style, saved with
   * the organization) hears it.
   */
  records?: (result: R, input: S extends z.ZodType ? z.output<S> : undefined, organizationId: number, request: Request) => readonly string[];
};

/**
 * The one save pipeline. Every write to an organization's content goes through it:
 * 1. the caller is signed in (401);
 * 2. the organization that owns the resource is found (404 when it does not exist);
 * 3. the caller's role there is checked, and a cookie request must be same-origin (403);
 * 4. the JSON body is read within 1 MB (413) and parsed with the entity's schema
 *    (400 with the spec's message and `field`); a body naming another organization
 *    is refused (403); an upload streams in within its own limit (413), its files'
 *    types and count checked (415, 400), its text fields parsed like a JSON body;
 * 5. the write runs in one transaction, which keeps the revisions the save declares;
 * 6. what the save declares it changed is invalidated (by default the organization's
 *    cached pages and reads, on every instance), and the save is announced on the
 *    live topic it names (by default the members' "saves").
 * A feature cannot forget authorization, revisions or invalidation, and bad input
 * never reaches the database.
 */
export function mutation<P = Record<string, string>, S extends z.ZodType | undefined = undefined, R = unknown, X = undefined>(spec: Spec<P, S, R, X>) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      const params = await context.params;
      const user = await authenticate(request);
      const db = await getDb();
      let upload: ReturnType<typeof readUpload> | undefined;
      const readFiles = () => (upload ??= readUpload(request, spec.upload!));
      let body: Promise<Record<string, unknown>> | undefined;
      const readBody = () => (body ??= spec.upload ? readFiles().then((read) => read.fields) : readJson(request));
      const organizationId = await spec.owner({ request, params, db, body: readBody });
      const caller = await authorizeUser(request, user, organizationId, spec.roles ?? CONTENT_ROLES);
      let input: unknown;
      if (spec.input) {
        const raw = await readBody();
        assertBodyOrganization(raw, organizationId);
        input = spec.input.parse(raw);
        // A media library address must be one of this organization's files (issue 25).
        await assertLibraryReferences(db, organizationId, raw);
      }
      const files = spec.upload ? (await readFiles()).files : [];
      const typedInput = input as S extends z.ZodType ? z.output<S> : undefined;
      const prepared = (spec.prepare ? await spec.prepare({ request, params, input: typedInput, files, organizationId, caller }) : undefined) as X;
      let changes: Invalidation = "nothing";
      const changed = (what: Invalidation) => void (changes = mergeInvalidations(changes, what));
      const result = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const written = await spec.write({ request, params, input: typedInput, files, tx, organizationId, caller, prepared, changed });
        await keepDeclared(spec.revisions, written, { tx, caller, organizationId, params, input: typedInput, request });
        return written;
      });
      const declared = typeof spec.invalidates === "function" ? spec.invalidates(result, typedInput, params) : (spec.invalidates ?? "organization");
      await invalidate(organizationId, mergeInvalidations(declared, changes));
      const records = spec.records?.(result, typedInput, organizationId, request) ?? [];
      await announceDeclared(spec.announce ?? SAVES_TOPIC, result, organizationId, request, caller.user.id, records);
      const answer = spec.afterCommit ? await spec.afterCommit(result, organizationId) : result;
      return Response.json(answer, { status: spec.status ?? 200 });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
