import { statusRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/status: whether the team is online, else how long it usually takes to answer. */
export const GET = statusRoute;
