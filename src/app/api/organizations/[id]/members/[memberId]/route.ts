import { teamRoutes } from "@/features/team/server";

export const dynamic = "force-dynamic";

/** PATCH {role} and DELETE: owners only; an organization keeps at least one owner. */
export const PATCH = teamRoutes.updateMember;
export const DELETE = teamRoutes.deleteMember;
