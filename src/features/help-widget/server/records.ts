import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { CONVERSATION_KEY, HELP_ERRORS } from "../rules";
import { helpConversations, helpMessages } from "../tables";
import type { HelpChatMessage, VisitorConversation } from "../types";

export type ConversationRow = typeof helpConversations.$inferSelect;
type MessageRow = typeof helpMessages.$inferSelect;

export const toChatMessage = (row: MessageRow): HelpChatMessage => ({
  id: row.id,
  author: row.author === "member" ? "member" : "visitor",
  author_name: row.author_name,
  body: row.body,
  created_at: row.created_at.toISOString(),
});

/** The organization's conversation with this visitor key; anything else (a malformed key, another site's) is a 404. */
export async function conversationByKey(db: Db, organizationId: number, key: string | undefined): Promise<ConversationRow> {
  if (!key || !CONVERSATION_KEY.test(key)) throw notFound(HELP_ERRORS.conversationNotFound);
  const [row] = await db
    .select()
    .from(helpConversations)
    .where(and(eq(helpConversations.public_id, key), eq(helpConversations.organization_id, organizationId)))
    .limit(1);
  if (!row) throw notFound(HELP_ERRORS.conversationNotFound);
  return row;
}

export async function conversationMessages(db: Db, conversationId: number): Promise<HelpChatMessage[]> {
  const rows = await db.select().from(helpMessages).where(eq(helpMessages.conversation_id, conversationId)).orderBy(asc(helpMessages.id)).limit(1_000);
  return rows.map(toChatMessage);
}

/** A conversation as its visitor reads it. */
export async function visitorConversation(db: Db, row: ConversationRow): Promise<VisitorConversation> {
  return { id: row.public_id, status: row.status === "closed" ? "closed" : "open", email: row.email, messages: await conversationMessages(db, row.id) };
}
