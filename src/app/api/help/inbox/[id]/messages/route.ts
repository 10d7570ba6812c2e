import { replyRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** POST /api/help/inbox/{id}/messages {message}: a member answers. */
export const POST = replyRoute;
