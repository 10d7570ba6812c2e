import { inboxRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/inbox: the members' inbox (owners, admins, editors). */
export const GET = inboxRoute;
