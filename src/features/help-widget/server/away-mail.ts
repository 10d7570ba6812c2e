import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { sendMail } from "@/platform/mail";
import { adminRecipients, mailSite } from "@/platform/tenancy/mail-site";
import { helpConversations, helpMemberSettings } from "../tables";
import { teamOnline } from "./presence";

/** The inbox's words for the setting; the mail names it so a member knows where to turn it off. */
export const AWAY_MAIL_SETTING = "Mail me new chats when no one is online";

/** The `#open=` link that opens the inbox on one conversation (read by the editing shell). */
export const inboxLink = (origin: string, conversationId: number) => `${origin}/#open=inbox&item=${conversationId}`;

/** The away mail's subject and text (members' words are English, like the inbox). */
export function awayMailText(chat: { name: string; message: string; page: string | null }, site: { name: string; origin: string }, conversationId: number) {
  const who = chat.name || "A visitor";
  return {
    subject: `New chat from ${who} on ${site.name}`,
    text: [
      `${who} wrote in the chat on ${site.name} while no one was online:`,
      "",
      chat.message,
      "",
      ...(chat.page ? [`Page: ${site.origin}${chat.page}`] : []),
      `Open the conversation in the inbox: ${inboxLink(site.origin, conversationId)}`,
      "",
      "You get one mail per conversation until a member answers or reads it.",
      `To stop these mails, turn off "${AWAY_MAIL_SETTING}" in the inbox.`,
    ].join("\n"),
  };
}

/**
 * A visitor wrote while no member is online: each owner and admin who has not turned
 * it off gets the message and a link to the conversation in the inbox, once per
 * conversation until a member answers or reads it (`away_mailed`, taken with one
 * conditional update, so two messages at once mail once). Called after the commit; the
 * mails go out without holding the visitor's answer, a failure is logged.
 */
export async function mailAwayTeam(organizationId: number, conversationId: number, message: string): Promise<void> {
  if (await teamOnline(organizationId)) return;
  const db = await getDb();
  const [chat] = await db
    .update(helpConversations)
    .set({ away_mailed: true })
    .where(and(eq(helpConversations.id, conversationId), eq(helpConversations.away_mailed, false)))
    .returning({ name: helpConversations.name, page: helpConversations.page });
  if (!chat) return;
  const site = await mailSite(organizationId);
  if (!site) return;
  const turnedOff = await db
    .select({ userId: helpMemberSettings.user_id })
    .from(helpMemberSettings)
    .where(and(eq(helpMemberSettings.organization_id, organizationId), eq(helpMemberSettings.mail_away_chats, false)));
  const off = new Set(turnedOff.map((row) => row.userId));
  const recipients = (await adminRecipients(organizationId)).filter((recipient) => !off.has(recipient.userId));
  const mail = awayMailText({ ...chat, message }, site, conversationId);
  void Promise.allSettled(recipients.map((recipient) => sendMail({ to: recipient.email, ...mail }))).then((results) => {
    for (const result of results)
      if (result.status === "rejected") console.error(`[help] the away mail of conversation ${conversationId} could not be sent:`, result.reason);
  });
}
