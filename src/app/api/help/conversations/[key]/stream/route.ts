import { conversationStreamRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/conversations/{key}/stream: the team's answers as server-sent events. */
export const GET = conversationStreamRoute;
