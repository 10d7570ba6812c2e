import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { sendMail } from "@/platform/mail";
import { adminRecipients, mailSite } from "@/platform/tenancy/mail-site";
import { formatMinor, formatTotals, lineAmount } from "../amounts";
import { messages } from "../tables";

type Stored = typeof messages.$inferSelect;

/** The mail's text: who wrote, how to answer, where from, about what, and what they wrote (or asked a quote for). */
export function messageMailText(message: Stored, site: { name: string; origin: string }): { subject: string; text: string } {
  const quote = message.kind === "quote";
  const lines = [
    quote ? `${message.name} asked for a quote on ${site.name}.` : `${message.name} sent a message on ${site.name}.`,
    "",
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    ...(message.phone ? [`Phone: ${message.phone}`] : []),
    ...(message.page ? [`Page: ${site.origin}${message.page}`] : []),
    ...(message.subject ? [`About: ${message.subject.title} (listing ${message.subject.id})`] : []),
  ];
  if (quote && message.lines?.length) {
    lines.push("", "Plans:");
    for (const line of message.lines) {
      lines.push(
        `- ${line.quantity} × ${line.name} at ${formatMinor(line.price, line.currency_symbol)} = ${formatMinor(lineAmount(line), line.currency_symbol)}`,
      );
    }
    lines.push(`Total: ${formatTotals(message.lines)}`);
  }
  if (message.message) lines.push("", quote ? "Their message:" : "Message:", message.message);
  lines.push("", `Reply to this mail to answer ${message.name}. All messages are in Messages on ${site.origin}/admin.`);
  return {
    subject: quote ? `Quote request from ${message.name} on ${site.name}` : `New message from ${message.name} on ${site.name}`,
    text: lines.join("\n"),
  };
}

/**
 * Mails a stored message to each owner and admin of its organization (one mail each,
 * replies going to the visitor), then sets `mailed` when every mail went out. A
 * failure is logged and leaves `mailed` false: the message is stored and listed
 * either way, and the visitor's send has already succeeded.
 */
export async function mailMessage(organizationId: number, id: number): Promise<void> {
  const db = await getDb();
  const [message] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.organization_id, organizationId)));
  if (!message) return;
  const site = await mailSite(organizationId);
  if (!site) return;
  const recipients = await adminRecipients(organizationId);
  const mail = messageMailText(message, site);
  const results = await Promise.allSettled(recipients.map((recipient) => sendMail({ to: recipient.email, replyTo: message.email, ...mail })));
  const failed = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
  for (const failure of failed) console.error(`[messages] the mail about message ${id} could not be sent:`, failure.reason);
  if (recipients.length > 0 && failed.length === 0) await db.update(messages).set({ mailed: true }).where(eq(messages.id, id));
}
