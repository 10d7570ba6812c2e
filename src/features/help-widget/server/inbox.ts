import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getSessionUser } from "@/platform/auth/server";
import { user } from "@/platform/auth/tables";
import { getDb, type Db } from "@/platform/db/client";
import { badRequest, notFound, parseId, route } from "@/platform/http/errors";
import { clientAddress } from "@/platform/http/client-address";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { openEventStream } from "@/platform/live";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { organizationOfHost } from "@/platform/tenancy/request";
import { members } from "@/platform/tenancy/tables";
import { CONTENT_ROLES } from "@/platform/tenancy/types";
import { HELP_ERRORS } from "../rules";
import { replySchema, updateConversationSchema } from "../schema";
import { helpConversations, helpMessages } from "../tables";
import type { InboxConversation, InboxList, InboxMember, InboxThread } from "../types";
import { mailReply } from "./mail";
import { touchPresence } from "./presence";
import { conversationMessages, type ConversationRow } from "./records";
import { PRIVATE } from "./site";
import { chatTopic, INBOX_TOPIC } from "./topics";

/** Who answers visitors: every member (owners, admins, editors); customers never. */
export const INBOX_ROLES = CONTENT_ROLES;
/** The inbox lists the most recent conversations. */
const INBOX_LIMIT = 200;

function toInbox(row: ConversationRow, last: string): InboxConversation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status === "closed" ? "closed" : "open",
    assignee_id: row.assignee_id,
    unread: row.unread,
    page: row.page,
    locale: row.locale,
    customer: row.user_id !== null,
    last_message: last.length > 140 ? `${last.slice(0, 139)}…` : last,
    last_message_at: row.last_message_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

/** The organization's members who may answer (the assign list). */
async function inboxMembers(db: Db, organizationId: number): Promise<InboxMember[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(members)
    .innerJoin(user, eq(user.id, members.user_id))
    .where(and(eq(members.organization_id, organizationId), inArray(members.role, [...INBOX_ROLES])))
    .orderBy(user.name);
  return rows;
}

async function lastMessages(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([helpMessages.conversation_id], { conversation_id: helpMessages.conversation_id, body: helpMessages.body })
    .from(helpMessages)
    .where(inArray(helpMessages.conversation_id, ids))
    .orderBy(helpMessages.conversation_id, desc(helpMessages.id));
  return new Map(rows.map((row) => [row.conversation_id, row.body]));
}

export async function readInbox(db: Db, organizationId: number): Promise<InboxList> {
  const rows = await db
    .select()
    .from(helpConversations)
    .where(eq(helpConversations.organization_id, organizationId))
    .orderBy(desc(helpConversations.last_message_at), desc(helpConversations.id))
    .limit(INBOX_LIMIT);
  const [last, team] = await Promise.all([
    lastMessages(
      db,
      rows.map((row) => row.id),
    ),
    inboxMembers(db, organizationId),
  ]);
  const conversations = rows.map((row) => toInbox(row, last.get(row.id) ?? ""));
  return { conversations, unread: conversations.filter((c) => c.unread > 0 && c.status === "open").length, members: team };
}

/** A member of the host's organization, or 401/403. */
async function inboxCaller(request: Request) {
  const member = await authenticate(request);
  const organizationId = await organizationOfHost(request);
  return authorizeUser(request, member, organizationId, INBOX_ROLES);
}

/** GET /api/help/inbox: the conversations, newest activity first, with unread counts and the members to assign. */
export const inboxRoute = route(async (request) => {
  const caller = await inboxCaller(request);
  return Response.json(await readInbox(await getDb(), caller.organizationId), { headers: PRIVATE });
});

/** GET /api/help/inbox/unread: how many open conversations have unread messages (the badge). */
export const inboxUnreadRoute = route(async (request) => {
  const caller = await inboxCaller(request);
  return Response.json({ unread: await unreadConversations(caller.organizationId) }, { headers: PRIVATE });
});

/** How many open conversations have unread messages (the badge, the dashboard's Inbox link). */
export async function unreadConversations(organizationId: number): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .select({ n: sql<number>`count(*)` })
    .from(helpConversations)
    .where(and(eq(helpConversations.organization_id, organizationId), eq(helpConversations.status, "open"), sql`${helpConversations.unread} > 0`));
  return Number(row?.n ?? 0);
}

type IdParams = { id: string };

async function conversationOf(db: Db, organizationId: number, idParam: string | undefined): Promise<ConversationRow> {
  const id = parseId(idParam, HELP_ERRORS.conversationNotFound);
  const [row] = await db
    .select()
    .from(helpConversations)
    .where(and(eq(helpConversations.id, id), eq(helpConversations.organization_id, organizationId)))
    .limit(1);
  if (!row) throw notFound(HELP_ERRORS.conversationNotFound);
  return row;
}

async function thread(db: Db, row: ConversationRow): Promise<InboxThread> {
  const messages = await conversationMessages(db, row.id);
  return { conversation: toInbox(row, messages.at(-1)?.body ?? ""), messages };
}

/** GET /api/help/inbox/{id}: one conversation's messages (another organization's is a 404). */
export const inboxThreadRoute = route<IdParams>(async (request, { id }) => {
  const caller = await inboxCaller(request);
  const db = await getDb();
  return Response.json(await thread(db, await conversationOf(db, caller.organizationId, id)), { headers: PRIVATE });
});

/** The conversation in the path, when it is the host's organization's. */
async function conversationOwner({ request, params, db }: OwnerContext<IdParams>): Promise<number> {
  const organizationId = await organizationOfHost(request);
  await conversationOf(db, organizationId, params.id);
  return organizationId;
}

/** POST /api/help/inbox/{id}/messages {message}: a member answers; the visitor sees it live, or gets it by mail when they left an address. */
export const replyRoute = mutation<IdParams, typeof replySchema, InboxThread & { internal: { email: string | null; messageId: number; key: string } }>({
  owner: conversationOwner,
  roles: INBOX_ROLES,
  input: replySchema,
  status: 201,
  write: async ({ tx, params, organizationId, input, caller }) => {
    const conversation = await conversationOf(tx, organizationId, params.id);
    const [message] = await tx
      .insert(helpMessages)
      .values({
        conversation_id: conversation.id,
        organization_id: organizationId,
        author: "member",
        author_id: caller.user.id,
        author_name: caller.user.name,
        body: input.message,
      })
      .returning();
    const [row] = await tx
      .update(helpConversations)
      .set({
        unread: 0,
        away_mailed: false,
        last_message_at: message!.created_at,
        first_reply_at: conversation.first_reply_at ?? message!.created_at,
        status: "open",
      })
      .where(eq(helpConversations.id, conversation.id))
      .returning();
    return { ...(await thread(tx, row!)), internal: { email: row!.email, messageId: message!.id, key: row!.public_id } };
  },
  // A reply changes no public page; the visitor's chat and the inbox hear it.
  invalidates: "nothing",
  announce: ({ internal, ...answer }) => [
    { topic: chatTopic(internal.key), data: { type: "message", message: answer.messages.find((m) => m.id === internal.messageId) } },
    { topic: INBOX_TOPIC, data: { type: "message", conversation_id: answer.conversation.id } },
  ],
  afterCommit: async ({ internal, ...answer }, organizationId) => {
    const message = answer.messages.find((m) => m.id === internal.messageId);
    if (internal.email && message) await mailReply(organizationId, answer.conversation.id, internal.email, message);
    return answer;
  },
});

/** PATCH /api/help/inbox/{id} {status?, assignee_id?, read?}: close or reopen, assign, mark read. */
export const updateConversationRoute = mutation<IdParams, typeof updateConversationSchema, InboxThread & { key: string }>({
  owner: conversationOwner,
  roles: INBOX_ROLES,
  input: updateConversationSchema,
  write: async ({ tx, params, organizationId, input }) => {
    const conversation = await conversationOf(tx, organizationId, params.id);
    if (input.assignee_id) {
      const team = await inboxMembers(tx, organizationId);
      if (!team.some((m) => m.id === input.assignee_id)) throw badRequest(HELP_ERRORS.assignee);
    }
    const [row] = await tx
      .update(helpConversations)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.assignee_id !== undefined ? { assignee_id: input.assignee_id } : {}),
        // Read: the next visitor message while no one is online mails the team again.
        ...(input.read ? { unread: 0, away_mailed: false } : {}),
      })
      .where(eq(helpConversations.id, conversation.id))
      .returning();
    return { ...(await thread(tx, row!)), key: row!.public_id };
  },
  invalidates: "nothing",
  announce: ({ key, ...answer }) => [
    { topic: INBOX_TOPIC, data: { type: "updated", conversation_id: answer.conversation.id } },
    { topic: chatTopic(key), data: { type: "status", status: answer.conversation.status } },
  ],
  // The key stays on the server: JSON leaves out an undefined field.
  afterCommit: async (answer) => ({ ...answer, key: undefined }),
});

/** GET /api/help/inbox/stream: the inbox's changes as they happen; while it is open, the team counts as online. */
export const inboxStreamRoute = route(async (request) => {
  const caller = await inboxCaller(request);
  await touchPresence(caller.organizationId, caller.user.id);
  // Signing out (or a revoked session) ends the stream at its next heartbeat: the inbox never keeps talking to a signed-out browser.
  const stillSignedIn = async () => (await getSessionUser(request.headers))?.id === caller.user.id;
  return openEventStream(request, {
    organizationId: caller.organizationId,
    topic: INBOX_TOPIC,
    address: clientAddress(request),
    memberId: caller.user.id,
    stillSignedIn,
  });
});

export { inboxCaller };
