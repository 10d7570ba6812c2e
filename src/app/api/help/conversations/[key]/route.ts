import { readConversationRoute, visitorEmailRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/conversations/{key}: the conversation, for the visitor who holds its key. */
export const GET = readConversationRoute;

/** PATCH /api/help/conversations/{key} {email}: where the answer goes by mail. */
export const PATCH = visitorEmailRoute;
