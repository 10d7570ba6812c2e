import "server-only";
import type * as z from "zod";
import { invalidateOrganization, type Invalidation } from "../cache";
import { announceDeclared, type DeclaredAnnouncement } from "../live/announce";
import { getSessionUser, type SessionUser } from "../auth/server";
import { getDb, type Db } from "../db/client";
import { assertSameOrigin } from "../tenancy/authorize";
import { getRole } from "../tenancy/members";
import { assertBodyOrganization, organizationOfHost } from "../tenancy/request";
import { readJson } from "./body";
import { clientAddress, rateLimitAddress } from "./client-address";
import { errorResponse } from "./errors";
import { bodyHash, claimKey, idempotencyKey, remember, type StoredAnswer } from "./idempotency";
import { checkRateLimit, countRateLimit, takeRateLimit, type RateLimit } from "./rate-limit";

/** Visitors' bodies are small (a consent, a booking, a chat message): 64 KB unless an action says otherwise. */
export const PUBLIC_BODY_BYTES = 64 * 1024;

/**
 * Default limits: a person clicking is far below them; a script is not. The address
 * limit counts every request (a refused one too) and refuses first; the organization's
 * counts only accepted writes, so refused requests from many addresses cannot shut an
 * action for everyone (docs/decisions.md, "Rate limits count accepted writes").
 */
export const PUBLIC_LIMITS = {
  perAddress: { max: 30, windowMs: 60_000 },
  perOrganization: { max: 1_000, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

export type RouteContext<P> = { params: Promise<P> };

/**
 * What the pipeline reads from outside itself. Routes use the defaults; the unit
 * test (public-action.test.ts) passes its own (a host table, a session, an
 * in-memory database, a record of invalidations).
 */
export type PublicActionDeps = {
  /** The organization answering on the request's host; 404 for an unknown host. */
  organizationOfHost: (request: Request) => Promise<number>;
  /** The signed-in person, or null. */
  sessionUser: (headers: Headers) => Promise<SessionUser | null>;
  db: () => Promise<Db>;
  /** Drops the organization's cached pages and reads (every instance). */
  invalidate: (organizationId: number) => Promise<void>;
  /** Whether the signed-in person is a member of the organization (any role). */
  isMember: (userId: string, organizationId: number) => Promise<boolean>;
};

const DEPS: PublicActionDeps = {
  organizationOfHost,
  sessionUser: getSessionUser,
  db: getDb,
  invalidate: invalidateOrganization,
  isMember: async (userId, organizationId) => (await getRole(userId, organizationId)) !== null,
};

export type VisitorContext<P, I> = {
  request: Request;
  params: P;
  input: I;
  tx: Db;
  organizationId: number;
  /** The signed-in person, when there is one (visitors' actions never require it). */
  user: SessionUser | null;
  /** The client's address as the server decided it (socket or trusted proxy), never a header the client set. */
  address: string;
};

export type PublicActionSpec<P, S extends z.ZodType, R, X = undefined> = {
  /** The action's name: it scopes the rate limits and the idempotency keys ("cookie-consent"). */
  name: string;
  /** The body's schema, with the spec's messages. */
  input: S;
  /**
   * Slow work before the transaction opens (an automatic answer, which a language model
   * may take seconds to write: PGlite's one connection must not wait for it), its result
   * handed to `write` as `prepared`. It runs for a replayed request too.
   */
  prepare?: (context: Omit<VisitorContext<P, z.output<S>>, "tx">) => Promise<X>;
  /** The write, in one transaction. */
  write: (context: VisitorContext<P, z.output<S>> & { prepared: X }) => Promise<R>;
  /** What this result changed in the cache: "nothing" (the default: visitors' writes show on no public page) or "organization". */
  invalidates?: Invalidation | ((result: R) => Invalidation);
  /** The live events a new write announces after its commit (a chat's message to the inbox); none by default. */
  announce?: DeclaredAnnouncement<R>;
  limits?: { perAddress?: RateLimit; perOrganization?: RateLimit };
  maxBytes?: number;
  /** Status of a success (default 201: a visitor's write records something new). */
  status?: number;
  /**
   * Runs after the commit of a new write, never for a replay (mail to send, say). It
   * cannot fail the visitor's answer: an error is logged, the answer stands.
   */
  afterCommit?: (result: R, organizationId: number) => Promise<void>;
};

/**
 * The visitors' save pipeline, sibling of mutation() (DESIGN "The visitor half"):
 * 1. the organization from the host (404 for an unknown one), never from the body: a
 *    body naming another organization is refused (403); a browser's request from
 *    another site is refused (403), as for members' saves;
 * 2. the session, when there is one (none is required);
 * 3. rate limits (429 with Retry-After), before the body is read: per client address
 *    within the organization (an IPv6 address by its /64), counting every request, then
 *    per organization, counting only accepted writes (a refused request never fills
 *    it). A member of the organization is counted by account, never against the
 *    organization's limit: visitors' traffic never stops members' own actions;
 * 4. the JSON body within `maxBytes` (413) parsed with the schema (400 with its
 *    message and `field`): bad input never reaches the database;
 * 5. one transaction, in which an `Idempotency-Key` is claimed: a retry with the same
 *    key (same action, same person) answers the first result and writes nothing;
 * 6. no cache invalidation unless the action declares its result changed content;
 *    the live events it declares, for a new write only;
 * 7. what the action does after the commit (a mail), for a new write only; its
 *    failure is logged and never changes the answer.
 */
export function publicAction<P = Record<string, string>, S extends z.ZodType = z.ZodType, R = unknown, X = undefined>(
  spec: PublicActionSpec<P, S, R, X>,
  overrides: Partial<PublicActionDeps> = {},
) {
  const run = pipeline(spec, overrides);
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      const { answer, replayed } = await run(request, context, (limit) => readJson(request, limit));
      return Response.json(answer.body, { status: answer.status, headers: replayed ? { "Idempotent-Replayed": "true" } : undefined });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** Reads the request's body as the object the schema parses, within `limit` bytes. */
export type BodyReader = (limit: number) => Promise<Record<string, unknown>>;

/**
 * The pipeline's steps 1-7 (see publicAction) with the body read by `read`: the JSON
 * API and the no-script form posts (./public-form.ts) share every other step.
 * Throws what it refuses (HttpError, ZodError).
 */
export function pipeline<P, S extends z.ZodType, R, X = undefined>(spec: PublicActionSpec<P, S, R, X>, overrides: Partial<PublicActionDeps> = {}) {
  const limits = { ...PUBLIC_LIMITS, ...spec.limits };
  const deps = { ...DEPS, ...overrides };
  return async (request: Request, context: RouteContext<P>, read: BodyReader): Promise<{ answer: StoredAnswer; result: R | undefined; replayed: boolean }> => {
    const params = await context.params;
    const organizationId = await deps.organizationOfHost(request);
    await assertSameOrigin(request);
    const user = await deps.sessionUser(request.headers);
    const address = clientAddress(request);
    const member = user ? await deps.isMember(user.id, organizationId) : false;
    takeRateLimit(`${spec.name}:address:${organizationId}:${member ? `member:${user!.id}` : rateLimitAddress(address)}`, limits.perAddress);
    const organizationKey = `${spec.name}:org:${organizationId}`;
    if (!member) checkRateLimit(organizationKey, limits.perOrganization);
    const key = idempotencyKey(request);
    const raw = await read(spec.maxBytes ?? PUBLIC_BODY_BYTES);
    assertBodyOrganization(raw, organizationId);
    const input = spec.input.parse(raw) as z.output<S>;
    const prepared = (spec.prepare ? await spec.prepare({ request, params, input, organizationId, user, address }) : undefined) as X;
    const db = await deps.db();
    const { answer, result, replayed } = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const claim = key ? await claimKey(tx, organizationId, `${spec.name}:${user ? `user:${user.id}` : `address:${address}`}`, key, bodyHash(raw)) : null;
      if (claim && "status" in claim) return { answer: claim, result: undefined, replayed: true };
      const result = await spec.write({ request, params, input, tx, organizationId, user, address, prepared });
      const answer: StoredAnswer = { status: spec.status ?? 201, body: result };
      if (claim) await remember(tx, claim.id, answer);
      return { answer, result, replayed: false };
    });
    if (!replayed && !member) countRateLimit(organizationKey, limits.perOrganization);
    const invalidates = typeof spec.invalidates === "function" ? (replayed ? "nothing" : spec.invalidates(result as R)) : (spec.invalidates ?? "nothing");
    if (!replayed && invalidates !== "nothing") await deps.invalidate(organizationId);
    if (!replayed && spec.announce) await announceDeclared(spec.announce, result as R, organizationId, request, user?.id ?? null);
    if (!replayed && spec.afterCommit)
      await spec.afterCommit(result as R, organizationId).catch((error: unknown) => console.error(`[${spec.name}] after the commit:`, error));
    return { answer, result: replayed ? undefined : result, replayed };
  };
}
