import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { localizedPath } from "@/platform/i18n/locales";
import { sendMail } from "@/platform/mail";
import { siteOrigin } from "@/platform/tenancy/site-origin";
import { organizations, organizationSettings } from "@/platform/tenancy/tables";
import { fill, loadHelpTexts } from "../texts";
import { helpConversations, helpMessages } from "../tables";
import type { HelpChatMessage } from "../types";

/**
 * A member's answer, by mail, to the address the visitor left (in the conversation's
 * language; plain text; the visitor's own words are not repeated). The link opens the
 * page the conversation started on, where the widget continues it. A failure is
 * logged; the reply stays stored and shown in the chat.
 */
export async function mailReply(organizationId: number, conversationId: number, email: string, message: HelpChatMessage): Promise<void> {
  try {
    const db = await getDb();
    const [row] = await db
      .select({
        locale: helpConversations.locale,
        page: helpConversations.page,
        name: organizations.name,
        base_url: organizations.base_url,
        title: organizationSettings.site,
        language: organizationSettings.language,
      })
      .from(helpConversations)
      .innerJoin(organizations, eq(organizations.id, helpConversations.organization_id))
      .leftJoin(organizationSettings, eq(organizationSettings.organization_id, organizations.id))
      .where(eq(helpConversations.id, conversationId));
    if (!row) return;
    const texts = await loadHelpTexts(row.locale);
    const site = row.title || row.name;
    const url = siteOrigin(row.base_url) + localizedPath(row.page ?? "/", row.locale, row.language ?? "en");
    await sendMail({
      to: email,
      subject: fill(texts.mailSubject, { site }),
      text: `${fill(texts.mailIntro, { name: message.author_name || texts.team, site })}\n\n${message.body}\n\n${fill(texts.mailContinue, { url })}\n`,
    });
    await db.update(helpMessages).set({ mailed: true }).where(eq(helpMessages.id, message.id));
  } catch (error) {
    console.error(`[help] the answer in conversation ${conversationId} could not be mailed:`, error);
  }
}
