import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { route } from "@/platform/http/errors";
import { mutation } from "@/platform/http/mutation";
import { organizationOfHost } from "@/platform/tenancy/request";
import { inboxSettingsSchema } from "../schema";
import { helpMemberSettings } from "../tables";
import type { InboxSettings } from "../types";
import { inboxCaller, INBOX_ROLES } from "./inbox";
import { PRIVATE } from "./site";

/** A member's inbox preferences; no row: the defaults (the away mail on). */
async function readSettings(db: Db, organizationId: number, userId: string): Promise<InboxSettings> {
  const [row] = await db
    .select({ mail_away_chats: helpMemberSettings.mail_away_chats })
    .from(helpMemberSettings)
    .where(and(eq(helpMemberSettings.organization_id, organizationId), eq(helpMemberSettings.user_id, userId)))
    .limit(1);
  return { mail_away_chats: row?.mail_away_chats ?? true };
}

/** GET /api/help/inbox/settings: the signed-in member's own inbox preferences. */
export const inboxSettingsRoute = route(async (request) => {
  const caller = await inboxCaller(request);
  return Response.json(await readSettings(await getDb(), caller.organizationId, caller.user.id), { headers: PRIVATE });
});

/** PUT /api/help/inbox/settings {mail_away_chats}: "Mail me new chats when no one is online", for the member who sends it. */
export const saveInboxSettingsRoute = mutation<Record<string, string>, typeof inboxSettingsSchema, InboxSettings>({
  owner: ({ request }) => organizationOfHost(request),
  roles: INBOX_ROLES,
  input: inboxSettingsSchema,
  write: async ({ tx, organizationId, caller, input }) => {
    const now = new Date();
    await tx
      .insert(helpMemberSettings)
      .values({ organization_id: organizationId, user_id: caller.user.id, mail_away_chats: input.mail_away_chats, updated_at: now })
      .onConflictDoUpdate({
        target: [helpMemberSettings.organization_id, helpMemberSettings.user_id],
        set: { mail_away_chats: input.mail_away_chats, updated_at: now },
      });
    return readSettings(tx, organizationId, caller.user.id);
  },
  // A member's own preference: no page shows it, nobody else hears it.
  invalidates: "nothing",
  announce: false,
});
