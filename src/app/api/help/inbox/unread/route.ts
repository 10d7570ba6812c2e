import { inboxUnreadRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/inbox/unread: open conversations with unread messages (the members' badge). */
export const GET = inboxUnreadRoute;
