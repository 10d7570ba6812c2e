import "server-only";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { badRequest, forbidden, notFound, parseId, route } from "@/platform/http/errors";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { MAX_DB_ID } from "@/platform/schema";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { organizationOfHost } from "@/platform/tenancy/request";
import { ADMIN_ROLES } from "@/platform/tenancy/types";
import { MESSAGE_ERRORS } from "../rules";
import { markSchema } from "../schema";
import { messages } from "../tables";
import type { MessageList, MessageRecord } from "../types";

/** Who reads the organization's messages: owners and admins (visitors' names, addresses and words; editors edit content). */
export const MESSAGE_READERS = ADMIN_ROLES;

/** Members' list: the newest this many (a busy site deletes or exports older ones; paging can come later). */
export const MESSAGE_LIST_LIMIT = 500;

const ORGANIZATION_ID_MESSAGE = `organization_id must be a whole number between 1 and ${MAX_DB_ID}.`;

type Row = typeof messages.$inferSelect;

/** The one mapper from a stored message to the members' answer. */
export function toMessageRecord(row: Row): MessageRecord {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    page: row.page,
    subject: row.subject ?? null,
    lines: row.lines ?? null,
    mailed: row.mailed,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** The organization's messages, newest first, and the unread count. */
export async function readMessages(db: Db, organizationId: number): Promise<MessageList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(messages.organization_id, organizationId))
      .orderBy(desc(messages.created_at), desc(messages.id))
      .limit(MESSAGE_LIST_LIMIT),
    db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.organization_id, organizationId), isNull(messages.read_at))),
  ]);
  return { messages: rows.map(toMessageRecord), unread: Number(unread?.n ?? 0) };
}

/** How many of the organization's messages nobody opened yet (the dashboard's link). */
export async function unreadMessages(organizationId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.organization_id, organizationId), isNull(messages.read_at)));
  return Number(row?.n ?? 0);
}

/** GET /api/messages?organization_id= (owners and admins of the host's organization; the id, when given, must be it). */
export const listMessagesRoute = route(async (request) => {
  const user = await authenticate(request);
  const organizationId = await organizationOfHost(request);
  const named = new URL(request.url).searchParams.get("organization_id");
  if (named !== null) {
    if (!/^\d{1,10}$/.test(named) || Number(named) < 1 || Number(named) > MAX_DB_ID) throw badRequest(ORGANIZATION_ID_MESSAGE);
    if (Number(named) !== organizationId) throw forbidden();
  }
  await authorizeUser(request, user, organizationId, MESSAGE_READERS);
  return Response.json(await readMessages(await getDb(), organizationId), { headers: { "cache-control": "private, no-store" } });
});

type IdParams = { id: string };

/** The message in the path, when it is one of the host's organization's; anything else is a 404. */
async function messageOwner({ request, params, db }: OwnerContext<IdParams>): Promise<number> {
  const id = parseId(params.id, MESSAGE_ERRORS.notFound);
  const organizationId = await organizationOfHost(request);
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.organization_id, organizationId)));
  if (!row) throw notFound(MESSAGE_ERRORS.notFound);
  return organizationId;
}

/** PATCH /api/messages/{id} {read}: opened (read_at now, kept if it was read already) or marked unread again. */
export const markMessageRoute = mutation<IdParams, typeof markSchema, { message: MessageRecord }>({
  owner: messageOwner,
  roles: MESSAGE_READERS,
  input: markSchema,
  write: async ({ tx, params, organizationId, input }) => {
    const where = and(eq(messages.id, Number(params.id)), eq(messages.organization_id, organizationId));
    const [current] = await tx.select().from(messages).where(where);
    if (!current) throw notFound(MESSAGE_ERRORS.notFound);
    const read_at = input.read ? (current.read_at ?? new Date()) : null;
    const [row] = await tx.update(messages).set({ read_at }).where(where).returning();
    return { message: toMessageRecord(row!) };
  },
  // The members' inbox of messages shows on no public page.
  invalidates: "nothing",
});

/** DELETE /api/messages/{id}: gone for good (the mail the members got stays in their mailboxes). */
export const deleteMessageRoute = mutation<IdParams, undefined, { success: true }>({
  owner: messageOwner,
  roles: MESSAGE_READERS,
  write: async ({ tx, params, organizationId }) => {
    const deleted = await tx
      .delete(messages)
      .where(and(eq(messages.id, Number(params.id)), eq(messages.organization_id, organizationId)))
      .returning({ id: messages.id });
    if (deleted.length === 0) throw notFound(MESSAGE_ERRORS.notFound);
    return { success: true };
  },
  invalidates: "nothing",
});
