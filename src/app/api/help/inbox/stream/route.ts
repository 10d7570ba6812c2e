import { inboxStreamRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/inbox/stream: the inbox's changes as server-sent events; the team counts as online meanwhile. */
export const GET = inboxStreamRoute;
