import "server-only";
import type { Metadata } from "next";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { activeLocale, type SiteParams } from "@/platform/tenancy/site-params";
import { ContinueChat } from "../public/continue-chat";
import { fill, loadHelpTexts } from "../texts";
import { helpConversations } from "../tables";
import { conversationMessages } from "./records";

export async function ticketsMetadata(params: Promise<SiteParams>): Promise<Metadata> {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  const texts = await loadHelpTexts(activeLocale(p.locale, site));
  return { title: texts.ticketsTitle, robots: { index: false, follow: false } };
}

/**
 * /account/profile/tickets: a signed-in customer's conversations with the site's team
 * (newest first, each with its messages and a way back into the chat). Personal: the
 * route asks who is signed in, and the page is never cached.
 */
export async function TicketsPage({ organizationId, userId, locale, timeZone }: { organizationId: number; userId: string; locale: string; timeZone: string }) {
  const texts = await loadHelpTexts(locale);
  const db = await getDb();
  const rows = await db
    .select()
    .from(helpConversations)
    .where(and(eq(helpConversations.organization_id, organizationId), eq(helpConversations.user_id, userId)))
    .orderBy(desc(helpConversations.last_message_at))
    .limit(100);
  const threads = await Promise.all(rows.map(async (row) => ({ row, messages: await conversationMessages(db, row.id) })));
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  } catch {
    format = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
  }
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{texts.ticketsTitle}</h1>
      {threads.length === 0 ? <p className="mt-6 text-gray-700">{texts.ticketsEmpty}</p> : null}
      <ul className="mt-6 space-y-6">
        {threads.map(({ row, messages }) => (
          <li key={row.id} className="rounded-xl border border-gray-300 bg-white p-4">
            <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-gray-900">
              {fill(texts.startedOn, { date: format.format(row.created_at) })}
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.status === "closed" ? "bg-gray-200 text-gray-800" : "bg-green-100 text-green-900"}`}
              >
                {row.status === "closed" ? texts.statusClosed : texts.statusOpen}
              </span>
            </h2>
            <ol className="mt-3 space-y-2">
              {messages.map((message) => (
                <li
                  key={message.id}
                  className={`rounded-lg px-3 py-2 text-sm ${message.author === "member" ? "bg-blue-50 text-gray-900" : "bg-gray-100 text-gray-900"}`}
                >
                  <p className="font-semibold">{message.author === "member" ? message.author_name || texts.team : texts.you}</p>
                  <p className="whitespace-pre-wrap">{message.body}</p>
                </li>
              ))}
            </ol>
            <div className="mt-3">
              <ContinueChat conversationKey={row.public_id} label={texts.continueChat} />
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
