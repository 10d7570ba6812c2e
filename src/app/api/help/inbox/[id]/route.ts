import { inboxThreadRoute, updateConversationRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/inbox/{id}: one conversation's messages (members). */
export const GET = inboxThreadRoute;

/** PATCH /api/help/inbox/{id} {status?, assignee_id?, read?}: close or reopen, assign, mark read. */
export const PATCH = updateConversationRoute;
