import { inboxSettingsRoute, saveInboxSettingsRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/inbox/settings: the member's inbox preferences; PUT {mail_away_chats} changes them. */
export const GET = inboxSettingsRoute;
export const PUT = saveInboxSettingsRoute;
