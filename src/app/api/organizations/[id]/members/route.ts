import { teamRoutes } from "@/features/team/server";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}/members: the team (members and pending invitations); owners only. */
export const GET = teamRoutes.list;
