import { listScheduledRoute, scheduleRoute } from "@/features/scheduling/server";

export const dynamic = "force-dynamic";

/** GET /api/scheduled-changes: the host organization's scheduled, applied and failed changes (owner, admin, editor). */
export const GET = listScheduledRoute;

/** POST /api/scheduled-changes: publish or unpublish a post or page at a time. */
export const POST = scheduleRoute;
