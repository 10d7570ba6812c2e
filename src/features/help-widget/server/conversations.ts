import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { route } from "@/platform/http/errors";
import { clientAddress } from "@/platform/http/client-address";
import { publicAction } from "@/platform/http/public-action";
import type { RateLimit } from "@/platform/http/rate-limit";
import { openEventStream } from "@/platform/live";
import { organizationOfHost } from "@/platform/tenancy/request";
import { startConversationSchema, visitorEmailSchema, visitorMessageSchema } from "../schema";
import { helpConversations, helpMessages } from "../tables";
import type { VisitorConversation } from "../types";
import { mailAwayTeam } from "./away-mail";
import { conversationByKey, visitorConversation } from "./records";
import { PRIVATE } from "./site";
import { chatTopic, INBOX_TOPIC } from "./topics";

/** A person starts a conversation or two; a script opening hundreds is stopped. */
export const START_LIMITS = {
  perAddress: { max: 10, windowMs: 10 * 60_000 },
  perOrganization: { max: 300, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;
/** Messages: a fast typist sends one every few seconds. */
export const MESSAGE_LIMITS = {
  perAddress: { max: 30, windowMs: 60_000 },
  perOrganization: { max: 2_000, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

const CHAT_BODY_BYTES = 8 * 1024;

type KeyParams = { key: string };
type Posted = { conversation: VisitorConversation; internal: number };

/** After a visitor's message: the away team's mail when no member is online (a failure is logged, never the visitor's error). */
const mailIfAway = async (posted: Posted, organizationId: number) => {
  const message = posted.conversation.messages.findLast((m) => m.author === "visitor");
  if (message) await mailAwayTeam(organizationId, posted.internal, message.body);
};

/** The answer a visitor gets: their conversation (the internal id stays on the server). */
const visible = (posted: Posted) => posted.conversation;

/**
 * POST /api/help/conversations {message, email?, name?, locale?, page?}: a visitor
 * starts a conversation. Its key (32 random bytes) is the visitor's: whoever holds it
 * reads and writes the conversation; the browser keeps it. A signed-in customer's
 * conversation also lists at /account/profile/tickets.
 */
const startAction = publicAction({
  name: "help-chat-start",
  input: startConversationSchema,
  limits: START_LIMITS,
  maxBytes: CHAT_BODY_BYTES,
  write: async ({ tx, organizationId, input, user }): Promise<Posted> => {
    const [row] = await tx
      .insert(helpConversations)
      .values({
        organization_id: organizationId,
        public_id: randomBytes(32).toString("base64url"),
        user_id: user?.id ?? null,
        name: input.name || user?.name || "",
        // A signed-in person's answers go to their account's address, whatever was sent (as a booking's).
        email: user?.email || input.email || null,
        locale: input.locale ?? "en",
        page: input.page,
        unread: 1,
      })
      .returning();
    await tx
      .insert(helpMessages)
      .values({ conversation_id: row!.id, organization_id: organizationId, author: "visitor", author_name: row!.name, body: input.message });
    return { conversation: await visitorConversation(tx, row!), internal: row!.id };
  },
  announce: (posted) => [{ topic: INBOX_TOPIC, data: { type: "message", conversation_id: posted.internal } }],
  afterCommit: mailIfAway,
});

export async function startConversationRoute(request: Request, context: { params: Promise<Record<string, string>> }) {
  return hideInternal(await startAction(request, context));
}

/** POST /api/help/conversations/{key}/messages {message}: the visitor writes again (a closed conversation opens again). */
const messageAction = publicAction<KeyParams, typeof visitorMessageSchema, Posted>({
  name: "help-chat-message",
  input: visitorMessageSchema,
  limits: MESSAGE_LIMITS,
  maxBytes: CHAT_BODY_BYTES,
  write: async ({ tx, organizationId, params, input }): Promise<Posted> => {
    const conversation = await conversationByKey(tx, organizationId, params.key);
    const [message] = await tx
      .insert(helpMessages)
      .values({ conversation_id: conversation.id, organization_id: organizationId, author: "visitor", author_name: conversation.name, body: input.message })
      .returning();
    const [row] = await tx
      .update(helpConversations)
      .set({ unread: sql`${helpConversations.unread} + 1`, last_message_at: message!.created_at, status: "open" })
      .where(eq(helpConversations.id, conversation.id))
      .returning();
    return { conversation: await visitorConversation(tx, row!), internal: conversation.id };
  },
  announce: (posted) => [
    { topic: chatTopic(posted.conversation.id), data: { type: "message", message: posted.conversation.messages.at(-1) } },
    { topic: INBOX_TOPIC, data: { type: "message", conversation_id: posted.internal } },
  ],
  afterCommit: mailIfAway,
});

export async function visitorMessageRoute(request: Request, context: { params: Promise<KeyParams> }) {
  return hideInternal(await messageAction(request, context));
}

/** PATCH /api/help/conversations/{key} {email}: where the answer goes by mail when nobody is online. */
const emailAction = publicAction<KeyParams, typeof visitorEmailSchema, Posted>({
  name: "help-chat-email",
  input: visitorEmailSchema,
  limits: START_LIMITS,
  maxBytes: CHAT_BODY_BYTES,
  status: 200,
  write: async ({ tx, organizationId, params, input }): Promise<Posted> => {
    const conversation = await conversationByKey(tx, organizationId, params.key);
    const [row] = await tx.update(helpConversations).set({ email: input.email }).where(eq(helpConversations.id, conversation.id)).returning();
    return { conversation: await visitorConversation(tx, row!), internal: conversation.id };
  },
  announce: (posted) => [{ topic: INBOX_TOPIC, data: { type: "updated", conversation_id: posted.internal } }],
});

export async function visitorEmailRoute(request: Request, context: { params: Promise<KeyParams> }) {
  return hideInternal(await emailAction(request, context));
}

/** The action's answer without the internal id, never cached (an idempotent replay keeps its status and header). */
async function hideInternal(response: Response): Promise<Response> {
  const body = (await response.json()) as Posted | Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.set("cache-control", "private, no-store");
  headers.delete("content-length");
  const shown = response.ok && "conversation" in body ? visible(body as Posted) : body;
  return Response.json(shown, { status: response.status, headers });
}

/** GET /api/help/conversations/{key}: the conversation, for whoever holds its key (private, never cached). */
export const readConversationRoute = route<KeyParams>(async (request, { key }) => {
  const organizationId = await organizationOfHost(request);
  const db = await getDb();
  const row = await conversationByKey(db, organizationId, key);
  return Response.json(await visitorConversation(db, row), { headers: PRIVATE });
});

/** GET /api/help/conversations/{key}/stream: the members' answers as they are written (server-sent events). */
export const conversationStreamRoute = route<KeyParams>(async (request, { key }) => {
  const organizationId = await organizationOfHost(request);
  const row = await conversationByKey(await getDb(), organizationId, key);
  return openEventStream(request, { organizationId, topic: chatTopic(row.public_id), address: clientAddress(request) });
});
