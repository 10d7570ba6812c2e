import { startConversationRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** POST /api/help/conversations {message, email?, name?, locale?, page?}: a visitor starts a live-support conversation. */
export const POST = startConversationRoute;
