import { teamRoutes } from "@/features/team/server";

export const dynamic = "force-dynamic";

/** POST {email, role}: invites by a mailed link; owners only. */
export const POST = teamRoutes.invite;
