import { teamRoutes } from "@/features/team/server";

export const dynamic = "force-dynamic";

/** DELETE: withdraws a pending invitation; owners only. */
export const DELETE = teamRoutes.withdraw;
