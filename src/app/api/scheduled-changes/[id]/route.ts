import { cancelScheduledRoute } from "@/features/scheduling/server";

export const dynamic = "force-dynamic";

/** DELETE /api/scheduled-changes/{id}: cancel a change that is still scheduled. */
export const DELETE = cancelScheduledRoute;
