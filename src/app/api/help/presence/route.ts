import { presenceRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** POST /api/help/presence: the open inbox's heartbeat; DELETE when it closes (members). */
export const POST = presenceRoute;
export const DELETE = presenceRoute;
